// /admin/zones (owner, manager): the service area. A side list of the city's zones (title, published or
// draft, saved addresses inside) and the zone form: title, status and the outline's points as text, one
// "lat, lng" a line, so everything works from the keyboard without the map. The map (its own chunk, with
// the Geoman drawing plugin) shows every zone, published solid and drafts dashed; the edited outline's
// corners can be dragged and 'Draw on the map' draws a new one, both writing the points text. Save first
// asks staffZoneCheck: refusals show under their field (an overlap above the form, naming the zones), and
// saved addresses the change would leave outside are told in a confirmation, 'Save anyway' saving with
// acknowledge_outside.
import './zones.css';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button, Form, Input, Modal, Select, Tag } from 'antd';
import {
  StaffSaveZoneDocument,
  StaffZoneCheckDocument,
  StaffZonesDocument,
  type StaffZoneCheckQuery,
  type StaffZoneFieldsFragment,
} from './zones.generated';
import { payloadText, readOutcome, serverMessage } from '../../../shared/graphql/requestOutcome';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { required } from '../../../shared/forms/rules';
import { CITIES } from '../../../shared/config';
import { useToast } from '../../../shared/ui/toast';
import { FormProblem } from '../staff/FormProblem';
import { ReadProblem } from '../staff/ReadProblem';
import { outlineOf, parsePoints, pointsToText, type LatLng, type PointsProblem } from './zonePoints';
import { zoneProblem, type ZoneFormValues, type ZoneProblem } from './zoneOutcome';
import type { MapZone } from './ZoneMap';
import { t as adminText } from '../texts';
import { t } from './texts';

const ZoneMap = lazy(() => import('./ZoneMap'));

type Selected = { id: string } | 'new';
type Zone = StaffZoneFieldsFragment & { _id: string };
type Check = NonNullable<StaffZoneCheckQuery['staffZoneCheck']>;

const NEW_ZONE: ZoneFormValues = { title: '', status: 'draft', points: '' };
const DEFAULT_CENTER = (CITIES.sahiwal?.center ?? [30.668, 73.111]) as LatLng;

function pointsMessage(problem: PointsProblem): string {
  return 'line' in problem
    ? t(`admin.zones.points.${problem.kind}`, { line: problem.line })
    : t(`admin.zones.points.${problem.kind}`);
}

function formValues(zone: Zone | null): ZoneFormValues {
  if (!zone) return NEW_ZONE;
  return {
    title: zone.title ?? '',
    status: zone.status === 'published' ? 'published' : 'draft',
    points: pointsToText(outlineOf(zone.polygon)),
  };
}

export default function ZonesPage() {
  useDocumentTitle(t('admin.zones.title'));
  const { data, error, loading, refetch } = useQuery(StaffZonesDocument, { fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<Selected>('new');
  const list = data?.staffZones;
  const zones = useMemo(() => (list ?? []).filter((z): z is Zone => !!z?._id), [list]);
  const outcome = list ? ({ kind: 'ok' } as const) : readOutcome(list, error, data);
  const zone = selected === 'new' ? null : (zones.find((z) => z._id === selected.id) ?? null);
  const reload = () => void refetch();

  return (
    <section className="admin-zones">
      <div className="admin-toolbar">
        <h1>{t('admin.zones.title')}</h1>
        <Button type="primary" className="admin-new-zone" onClick={() => setSelected('new')}>
          {t('admin.zones.new')}
        </Button>
      </div>
      <p className="admin-muted">{t('admin.zones.intro')}</p>
      <ReadProblem outcome={outcome} loading={loading} onRetry={reload} />
      <div className="admin-zones-layout">
        <nav className="admin-zone-list" aria-labelledby="zones-list-title">
          <h2 id="zones-list-title">{t('admin.zones.list')}</h2>
          {list && zones.length === 0 ? <p className="admin-muted">{t('admin.zones.none')}</p> : null}
          <ul>
            {zones.map((z) => (
              <li key={z._id}>
                <button
                  type="button"
                  className="admin-zone-item"
                  aria-current={selected !== 'new' && selected.id === z._id ? 'true' : undefined}
                  onClick={() => setSelected({ id: z._id })}
                >
                  <span className="admin-zone-item-title">{z.title}</span>
                  <Tag color={z.status === 'published' ? 'green' : 'default'}>
                    {t(z.status === 'published' ? 'admin.zones.status.published' : 'admin.zones.status.draft')}
                  </Tag>
                  <span className="admin-muted">{t('admin.zones.inside', { count: z.addresses_inside ?? 0 })}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <ZoneEditor
          key={zone?._id ?? 'new'}
          zone={zone}
          zones={zones}
          onSaved={(id) => {
            setSelected({ id });
            reload();
          }}
          onReload={reload}
        />
      </div>
    </section>
  );
}

function ZoneEditor({
  zone,
  zones,
  onSaved,
  onReload,
}: {
  zone: Zone | null;
  zones: Zone[];
  onSaved: (id: string) => void;
  onReload: () => void;
}) {
  const [form] = Form.useForm<ZoneFormValues>();
  const client = useApolloClient();
  const [save] = useMutation(StaffSaveZoneDocument);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Exclude<ZoneProblem, { kind: 'field' }> | null>(null);
  const [confirming, setConfirming] = useState<{ check: Check; points: LatLng[]; values: ZoneFormValues } | null>(null);
  const [drawRequest, setDrawRequest] = useState(0);
  const pointsText = Form.useWatch('points', form) ?? formValues(zone).points;
  const parsed = parsePoints(pointsText);
  const editing = 'points' in parsed ? parsed.points : [];
  const others: MapZone[] = zones
    .filter((z) => z._id !== zone?._id)
    .map((z) => ({
      id: z._id,
      title: z.title ?? '',
      published: z.status === 'published',
      outline: outlineOf(z.polygon),
    }));
  const center = editing[0] ?? others[0]?.outline[0] ?? DEFAULT_CENTER;

  const input = (values: ZoneFormValues, points: LatLng[], acknowledge: boolean) => ({
    ...(zone ? { _id: zone._id, version: zone.version ?? 0 } : {}),
    title: values.title,
    status: values.status,
    polygon: points,
    acknowledge_outside: acknowledge,
  });

  const refuse = (error: {
    code?: string | null;
    textCode?: string | null;
    details?: string | null;
    message?: string | null;
  }) => {
    const found = zoneProblem(error, payloadText(error) ?? '');
    if (found.kind === 'field') form.setFields([{ name: found.field, errors: [found.message] }]);
    else setProblem(found);
  };

  const write = async (values: ZoneFormValues, points: LatLng[], acknowledge: boolean) => {
    setBusy(true);
    let failed: string | null = null;
    let answer: StaffZoneFieldsFragment | null | undefined;
    try {
      const r = await save({ variables: { input: input(values, points, acknowledge) } });
      answer = r.data?.staffSaveZone;
      if (!answer?.error && !answer?._id) failed = serverMessage(r.error) ?? adminText('admin.network');
    } catch (thrown) {
      failed = serverMessage(thrown) ?? adminText('admin.network');
    }
    setBusy(false);
    if (failed) return setProblem({ kind: 'alert', message: failed });
    if (answer?.error) return refuse(answer.error);
    toast.success(t('admin.zones.saved'));
    const warning = payloadText(answer?.warning);
    if (warning) toast.warning(warning);
    onSaved(answer?._id ?? '');
  };

  const submit = async (values: ZoneFormValues) => {
    setProblem(null);
    const read = parsePoints(values.points);
    if (!('points' in read)) return;
    setBusy(true);
    let check: Check | null | undefined;
    let failed: string | null = null;
    try {
      const r = await client.query({
        query: StaffZoneCheckDocument,
        variables: { input: input(values, read.points, false) },
        fetchPolicy: 'network-only',
      });
      check = r.data?.staffZoneCheck;
      if (!check) failed = serverMessage(r.error) ?? adminText('admin.network');
    } catch (thrown) {
      failed = serverMessage(thrown) ?? adminText('admin.network');
    }
    setBusy(false);
    if (failed || !check) return setProblem({ kind: 'alert', message: failed ?? adminText('admin.network') });
    if (check.error) return refuse(check.error);
    if ((check.outside_count ?? 0) > 0) return setConfirming({ check, points: read.points, values });
    await write(values, read.points, false);
  };

  return (
    <div className="admin-zone-editor">
      <Form<ZoneFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={formValues(zone)}
        onFinish={(v) => void submit(v)}
        className="admin-zone-form"
        aria-labelledby="zone-form-title"
      >
        <h2 id="zone-form-title">
          {zone ? t('admin.zones.form.edit', { title: zone.title ?? '' }) : t('admin.zones.form.new')}
        </h2>
        <FormProblem
          problem={problem}
          reloadLabel={t('admin.zones.reload')}
          onReload={() => {
            setProblem(null);
            onReload();
          }}
          onClose={() => setProblem(null)}
        />
        <Form.Item label={t('admin.zones.field.title')} name="title" rules={[required]}>
          <Input size="large" maxLength={100} />
        </Form.Item>
        <Form.Item label={t('admin.zones.field.status')} name="status" rules={[required]}>
          <Select
            size="large"
            options={[
              { value: 'published', label: t('admin.zones.status.published') },
              { value: 'draft', label: t('admin.zones.status.draft') },
            ]}
          />
        </Form.Item>
        <Form.Item
          label={t('admin.zones.field.points')}
          name="points"
          extra={t('admin.zones.field.pointsHelp')}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const read = parsePoints(value ?? '');
                if ('problem' in read) throw new Error(pointsMessage(read.problem));
              },
            },
          ]}
        >
          <Input.TextArea rows={8} className="admin-zone-points" spellCheck={false} />
        </Form.Item>
        <div className="admin-zone-actions">
          <Button htmlType="submit" type="primary" size="large" loading={busy} className="admin-save-zone">
            {t('admin.zones.save')}
          </Button>
          <Button size="large" className="admin-draw-zone" onClick={() => setDrawRequest((n) => n + 1)}>
            {t('admin.zones.draw')}
          </Button>
        </div>
        {drawRequest > 0 ? <p className="admin-muted">{t('admin.zones.drawHelp')}</p> : null}
      </Form>
      <div className="admin-zone-map-box" role="region" aria-label={t('admin.zones.mapLabel')}>
        <Suspense fallback={<div className="admin-zone-map" />}>
          <ZoneMap
            center={center}
            zones={others}
            editing={editing}
            drawRequest={drawRequest}
            onChange={(points) => form.setFieldsValue({ points: pointsToText(points) })}
          />
        </Suspense>
      </div>
      <Modal
        open={!!confirming}
        title={t('admin.zones.confirm.title')}
        okText={t('admin.zones.confirm.ok')}
        cancelText={t('admin.zones.confirm.cancel')}
        confirmLoading={busy}
        okButtonProps={{ size: 'large', danger: true, className: 'admin-zone-save-anyway' }}
        cancelButtonProps={{ size: 'large' }}
        onCancel={() => setConfirming(null)}
        onOk={() => {
          const c = confirming;
          setConfirming(null);
          if (c) void write(c.values, c.points, true);
        }}
      >
        {confirming ? <OutsideWarning check={confirming.check} /> : null}
      </Modal>
    </div>
  );
}

function OutsideWarning({ check }: { check: Check }) {
  const examples = (check.outside_examples ?? []).filter((e) => !!e);
  const label = (l: string | null | undefined) =>
    l === 'home' || l === 'office' || l === 'other' ? t(`admin.zones.label.${l}`) : (l ?? '');
  return (
    <div className="admin-zone-warning">
      <p>{t('admin.zones.confirm.body', { count: check.outside_count ?? 0 })}</p>
      {examples.length > 0 ? (
        <>
          <p>{t('admin.zones.confirm.examples')}</p>
          <ul>
            {examples.map((e, i) => (
              <li key={i}>
                {e?.zone
                  ? t('admin.zones.confirm.example', { label: label(e.label), zone: e.zone })
                  : t('admin.zones.confirm.exampleNoZone', { label: label(e?.label) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
