// A modal that asks one thing before an order action (the reason to cancel, the cash collected): the form
// is checked on OK, and the answer goes to onDone only when it is valid. The caller gives the field.
import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { t } from '../texts';

/** What a modal built on AskModal takes: shown or not, closed without an answer, or answered. */
export interface AskProps<Answer> {
  open: boolean;
  onCancel: () => void;
  onDone: (answer: Answer) => void;
}

export function AskModal<Values extends object>({
  open,
  title,
  initialValues,
  onCancel,
  onDone,
  children,
}: AskProps<Values> & {
  /** The modal's title, also its OK button. */
  title: string;
  initialValues?: Partial<Values>;
  /** The Form.Item(s) asked for. */
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open={open}
      title={title}
      okText={title}
      cancelText={t('admin.close')}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() =>
        void form
          .validateFields()
          .then(onDone)
          .catch(() => undefined)
      }
    >
      <Form form={form} layout="vertical" requiredMark={false} preserve={false} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
