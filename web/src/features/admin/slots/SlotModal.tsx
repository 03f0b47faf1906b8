// Adding or editing a weekly slot in a modal: the day, its start and end (time pickers in the store's
// 'hh:mm A', sent as HH:mm) and the order limit. A refusal shows next to the field error.details names (an
// overlap names the other slot); a stale version (SLOT_CHANGED) shows with 'Reload', which reads the slots
// again and keeps the person's edits; a save that deserves a look (a limit below orders already booked)
// closes with the server's warning.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Form, InputNumber, Modal, Select, TimePicker } from 'antd';
import { StaffSaveSlotDocument, type StaffSlotFieldsFragment } from '../slots.generated';
import { payloadText, serverMessage } from '../../../shared/graphql/requestOutcome';
import { required } from '../../../shared/forms/rules';
import { DATE_FORMATS } from '../../../shared/format/dates';
import { useToast } from '../../../shared/ui/toast';
import { slotFormValues, slotInput, WEEK_DAYS, type SlotFormValues, type WeekDay } from './slotTemplate';
import { slotProblem, type SlotProblem } from './slotOutcome';
import { FormProblem } from '../staff/FormProblem';
import { t as adminText } from '../texts';
import { t } from './texts';

/** What the modal edits: a slot, or a new slot on a day. */
export type SlotTarget = { slot: StaffSlotFieldsFragment } | { slot: null; day: WeekDay };

export function SlotModal({
  target,
  onClose,
  onSaved,
  onReload,
}: {
  target: SlotTarget | null;
  onClose: () => void;
  onSaved: () => void;
  onReload: () => void;
}) {
  if (!target) return null;
  // Keyed by the slot, not its version: 'Reload' brings a newer version and the person's edits stay.
  return (
    <SlotForm key={target.slot?._id ?? 'new'} target={target} onClose={onClose} onSaved={onSaved} onReload={onReload} />
  );
}

function SlotForm({
  target,
  onClose,
  onSaved,
  onReload,
}: {
  target: SlotTarget;
  onClose: () => void;
  onSaved: () => void;
  onReload: () => void;
}) {
  const [form] = Form.useForm<SlotFormValues>();
  const [save] = useMutation(StaffSaveSlotDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Exclude<SlotProblem, { kind: 'field' }> | null>(null);
  const toast = useToast();
  const { slot } = target;

  const submit = async (values: SlotFormValues) => {
    setBusy(true);
    setProblem(null);
    let answer: StaffSlotFieldsFragment | null | undefined;
    let failed: string | null = null;
    try {
      const r = await save({ variables: { input: slotInput(values, slot) } });
      answer = r.data?.staffSaveSlot;
      if (!answer?.error && !answer?._id) failed = serverMessage(r.error) ?? adminText('admin.network');
    } catch (thrown) {
      failed = serverMessage(thrown) ?? adminText('admin.network');
    }
    setBusy(false);
    if (failed) return setProblem({ kind: 'alert', message: failed });
    if (answer?.error) {
      const found = slotProblem(answer.error, payloadText(answer.error) ?? '');
      if (found.kind === 'field') form.setFields([{ name: found.field, errors: [found.message] }]);
      else setProblem(found);
      return;
    }
    toast.success(t('admin.slots.saved'));
    const warning = payloadText(answer?.warning);
    if (warning) toast.warning(warning);
    onSaved();
  };

  return (
    <Modal
      open
      title={slot ? t('admin.slots.modal.edit') : t('admin.slots.modal.new')}
      okText={t('admin.slots.save')}
      cancelText={adminText('admin.close')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ size: 'large', className: 'admin-save-slot' }}
      cancelButtonProps={{ size: 'large' }}
      className="admin-slot-modal"
    >
      <Form<SlotFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={slotFormValues(slot, slot ? undefined : target.day)}
        onFinish={(v) => void submit(v)}
        className="admin-slot-form"
      >
        <FormProblem
          problem={problem}
          reloadLabel={t('admin.slots.reload')}
          onReload={() => {
            setProblem(null);
            onReload();
          }}
        />
        <Form.Item label={t('admin.slots.field.day')} name="day" rules={[required]}>
          <Select size="large" options={WEEK_DAYS.map((d) => ({ value: d, label: t(`admin.slots.day.${d}`) }))} />
        </Form.Item>
        <div className="admin-slot-times-fields">
          <Form.Item label={t('admin.slots.field.start')} name="start" rules={[required]}>
            <TimePicker size="large" format={DATE_FORMATS.time} use12Hours minuteStep={5} needConfirm={false} />
          </Form.Item>
          <Form.Item label={t('admin.slots.field.end')} name="end" rules={[required]}>
            <TimePicker size="large" format={DATE_FORMATS.time} use12Hours minuteStep={5} needConfirm={false} />
          </Form.Item>
        </div>
        <Form.Item
          label={t('admin.slots.field.limit')}
          name="limit"
          rules={[required]}
          extra={t('admin.slots.field.limitHelp')}
        >
          <InputNumber size="large" min={1} precision={0} className="admin-slot-limit" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
