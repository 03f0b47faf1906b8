// The address map form (spec/accounts.md §2): a location on the map inside the service area, plus
// the address text, notes and a label. Used by the registration wizard and the address book.
import { lazy, Suspense, useCallback, useState } from 'react';
import { Alert, Button, Form, Input, Radio, Skeleton, Space, Tooltip, Typography } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { CITIES, DEFAULT_CITY } from '../../../shared/config';
import { useToast } from '../../../shared/ui/toast';
import { ADDRESS_MESSAGES, fullAddressRules, labelRules, submitBlocker } from './addressRules';
import { insideAnyPolygon, toLatLng } from './geo';
import { readGpsPosition } from './gps';
import { LocationSearch } from './LocationSearch';
import './address.css';
import { notServingMessage, useServiceArea } from './useServiceArea';
import { ADDRESS_LABELS, isAddressLabel, type AddressFormValue, type AddressMapFormProps, type LatLng } from './types';
import { t } from './texts';

export type { AddressFormValue, AddressMapFormProps } from './types';

// Leaflet and its CSS load only when a map is shown.
const LocationMap = lazy(() => import('./LocationMap'));

interface FieldValues {
  full_address?: string;
  delivery_instructions?: string;
  label?: AddressFormValue['label'];
}

interface ChosenLocation {
  point: LatLng;
  /** Set once the user has placed the marker (or is editing a saved address). */
  confirmed: boolean;
}

export default function AddressMapForm({
  initialValue,
  submitLabel = t('accounts.address.save'),
  loading,
  onSubmit,
}: AddressMapFormProps) {
  const toast = useToast();
  const [form] = Form.useForm<FieldValues>();
  const city = initialValue?.city || DEFAULT_CITY;
  const cityCentre = CITIES[city]?.center;
  const cityName = CITIES[city]?.title ?? city;
  const editing = Boolean(initialValue?._id);
  const area = useServiceArea(city);

  const [location, setLocation] = useState<ChosenLocation | null>(() => {
    const saved = toLatLng(initialValue?.geo_point?.coordinates);
    if (saved) return { point: saved, confirmed: true }; // an address already placed on the map
    return cityCentre ? { point: [cityCentre[0], cityCentre[1]], confirmed: false } : null;
  });
  const [locating, setLocating] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const inside = area.kind === 'ready' && location !== null && insideAnyPolygon(location.point, area.polygons);
  const blocker = submitBlocker({ inside, confirmed: location?.confirmed ?? false });

  const onMove = useCallback((point: LatLng) => setLocation({ point, confirmed: true }), []);

  const locateMe = async () => {
    setLocating(true);
    const result = await readGpsPosition();
    setLocating(false);
    if (result.ok) {
      setLocation({ point: result.point, confirmed: false });
      return;
    }
    void toast.error(result.message);
    if (cityCentre) setLocation({ point: [cityCentre[0], cityCentre[1]], confirmed: false });
  };

  const finish = async (fields: FieldValues) => {
    if (blocker || !location) {
      void toast.warning(blocker ?? ADDRESS_MESSAGES.unconfirmed);
      return;
    }
    if (!isAddressLabel(fields.label)) return; // the label rule has already said so
    const value: AddressFormValue = {
      ...(initialValue?._id ? { _id: initialValue._id } : {}),
      full_address: (fields.full_address ?? '').trim(),
      city,
      label: fields.label,
      delivery_instructions: fields.delivery_instructions?.trim() ?? '',
      geo_point: { type: 'Point', coordinates: location.point },
    };
    setSubmitting(true);
    try {
      await onSubmit(value);
    } catch {
      void toast.error(ADDRESS_MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="address-map-form" style={{ maxWidth: 600 }}>
      {/* An h2 under the page's h1 (registration, checkout, addresses), drawn at the h4 size. */}
      <Typography.Title level={2} className="address-map-title">
        {editing ? t('accounts.address.editTitle') : t('accounts.address.selectLocation', { city: cityName })}
      </Typography.Title>

      {area.kind === 'unavailable' && <Alert type="error" showIcon title={notServingMessage(cityName)} />}
      {!location && <Alert type="error" showIcon title={ADDRESS_MESSAGES.centerNotFound} />}

      {location && (
        <>
          <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
            <LocationSearch onPick={(point) => setLocation({ point, confirmed: true })} />
            <Tooltip title={t('accounts.address.myLocation')}>
              <Button
                aria-label={t('accounts.address.myLocation')}
                icon={<AimOutlined />}
                loading={locating}
                onClick={() => void locateMe()}
              />
            </Tooltip>
          </Space.Compact>
          <Suspense fallback={<Skeleton.Node active className="address-map-skeleton" />}>
            <LocationMap point={location.point} polygons={area.kind === 'ready' ? area.polygons : []} onMove={onMove} />
          </Suspense>
          <Typography.Text type="secondary" className="address-map-point" aria-live="polite">
            {location.point[0].toFixed(5)}, {location.point[1].toFixed(5)}
          </Typography.Text>
          {area.kind === 'ready' && !inside && (
            <Alert type="warning" showIcon title={ADDRESS_MESSAGES.outOfArea} style={{ marginTop: 8 }} />
          )}
        </>
      )}

      <Form<FieldValues>
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        initialValues={{
          full_address: initialValue?.full_address ?? '',
          delivery_instructions: initialValue?.delivery_instructions ?? '',
          label: isAddressLabel(initialValue?.label) ? initialValue.label : undefined,
        }}
        onFinish={(fields) => void finish(fields)}
      >
        <Form.Item name="full_address" label={t('accounts.address.fullAddress')} rules={fullAddressRules}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="delivery_instructions" label={t('accounts.address.notes')}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <Form.Item name="label" rules={labelRules}>
          <Radio.Group options={ADDRESS_LABELS.map((l) => ({ value: l.value, label: l.label }))} />
        </Form.Item>
        <Tooltip title={area.kind === 'loading' ? null : blocker}>
          <Button type="primary" htmlType="submit" disabled={blocker !== null} loading={loading || submitting}>
            {submitLabel}
          </Button>
        </Tooltip>
      </Form>
    </div>
  );
}
