// 'Close a date': a date from today to BLOCK_WEEKS ahead on the calendar, then every slot of its weekday or
// one of them (the contract's slot_id is optional). A date with orders already booked closes and warns
// (DATE_HAS_ORDERS): those orders stay where they are. A refusal stays in the modal.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, DatePicker, Form, Modal, Radio } from 'antd';
import { StaffBlockDateDocument, type StaffSlotFieldsFragment } from '../slots.generated';
import { payloadText, settle } from '../../../shared/graphql/requestOutcome';
import { required } from '../../../shared/forms/rules';
import { dayjs, DATE_FORMATS } from '../../../shared/format/dates';
import { useToast } from '../../../shared/ui/toast';
import { API_DATE, dayText, shopDate, slotTimes } from '../staff/consoleFormat';
import { blockChoices, BLOCK_WEEKS, isBlockedOn, weekDayOf } from './slotTemplate';
import { t as adminText } from '../texts';
import { t } from './texts';

interface BlockValues {
  date: dayjs.Dayjs | null;
  which: string;
}

const ALL_SLOTS = 'all';

export function BlockDateModal({
  open,
  slots,
  onClose,
  onDone,
}: {
  open: boolean;
  slots: readonly (StaffSlotFieldsFragment | null)[];
  onClose: () => void;
  onDone: () => void;
}) {
  return open ? <BlockDateForm slots={slots} onClose={onClose} onDone={onDone} /> : null;
}

function BlockDateForm({
  slots,
  onClose,
  onDone,
}: {
  slots: readonly (StaffSlotFieldsFragment | null)[];
  onClose: () => void;
  onDone: () => void;
}) {
  const [form] = Form.useForm<BlockValues>();
  const [block] = useMutation(StaffBlockDateDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toast = useToast();
  const picked = Form.useWatch('date', form);
  const date = picked ? picked.format(API_DATE) : null;
  const today = shopDate();
  const last = shopDate(BLOCK_WEEKS * 7);
  const choices = date ? blockChoices(slots, date) : [];
  const day = date ? weekDayOf(date) : null;
  const dayName = day ? t(`admin.slots.day.${day}`) : '';

  const submit = async (values: BlockValues) => {
    if (!values.date) return;
    const chosen = values.date.format(API_DATE);
    setBusy(true);
    setProblem(null);
    const result = await settle(async () => {
      const slotId = values.which === ALL_SLOTS ? null : values.which;
      const r = await block({ variables: { slot_id: slotId, date: chosen } });
      return { value: r.data?.staffBlockDate, error: r.error, data: r.data };
    });
    setBusy(false);
    if (result.kind !== 'ok') {
      setProblem(result.kind === 'server-error' ? result.message : adminText('admin.network'));
      return;
    }
    toast.success(t('admin.slots.block.done', { date: dayText(chosen) }));
    const warning = payloadText(result.value.warning);
    if (warning) toast.warning(warning);
    onDone();
  };

  return (
    <Modal
      open
      title={t('admin.slots.block.title')}
      okText={t('admin.slots.block.submit')}
      cancelText={t('admin.slots.block.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ size: 'large', disabled: !!date && choices.length === 0, className: 'admin-block-date' }}
      cancelButtonProps={{ size: 'large' }}
      className="admin-block-modal"
    >
      <Form<BlockValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ date: null, which: ALL_SLOTS }}
        onFinish={(v) => void submit(v)}
      >
        {problem ? <Alert type="error" showIcon title={problem} className="form-alert" /> : null}
        <Form.Item label={t('admin.slots.block.date')} name="date" rules={[required]}>
          <DatePicker
            size="large"
            format={[DATE_FORMATS.date, API_DATE]}
            className="admin-block-picker"
            disabledDate={(d) => d.format(API_DATE) < today || d.format(API_DATE) > last}
            showToday={false}
          />
        </Form.Item>
        {date && choices.length === 0 ? (
          <Alert type="info" showIcon title={t('admin.slots.block.noSlots', { day: dayName })} />
        ) : null}
        {choices.length > 0 ? (
          <Form.Item label={t('admin.slots.block.which')} name="which">
            <Radio.Group
              className="admin-block-choices"
              options={[
                { value: ALL_SLOTS, label: t('admin.slots.block.all', { day: dayName }) },
                ...choices.map((slot) => ({
                  value: slot._id ?? '',
                  label:
                    t('admin.slots.block.one', { times: slotTimes(slot) }) +
                    (date && isBlockedOn(slot, date) ? ` (${t('admin.slots.block.already')})` : ''),
                })),
              ]}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
