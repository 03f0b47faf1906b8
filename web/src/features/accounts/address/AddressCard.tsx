// One saved address: label, text, notes, Verified mark, and the make-default / edit / delete controls.
import { Button, Card, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { ADDRESS_BOOK_MESSAGES } from './addressOutcomes';
import { isDefault, type SavedAddress } from './addressEvents';
import { ADDRESS_LABELS } from './types';
import { t } from './texts';

export interface AddressCardProps {
  address: SavedAddress;
  busy?: boolean;
  onMakeDefault: () => void;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}

export function AddressCard({ address, busy, onMakeDefault, onEdit, onDelete }: AddressCardProps) {
  const main = isDefault(address);
  const label = ADDRESS_LABELS.find((l) => l.value === address.label)?.label ?? address.label ?? '';
  return (
    <Card
      size="small"
      className={`address-card${main ? ' is-default' : ''}`}
      data-address-id={address._id}
      title={
        <Space>
          <span>{label}</span>
          {address.verified === 'yes' && (
            <Tag color="green" icon={<CheckCircleOutlined />}>
              {t('accounts.address.verified')}
            </Tag>
          )}
        </Space>
      }
      extra={
        <Space size={4}>
          <Tooltip title={main ? ADDRESS_BOOK_MESSAGES.defaultTip : t('accounts.address.makeDefault')}>
            <Button
              type="text"
              aria-label={main ? ADDRESS_BOOK_MESSAGES.defaultTip : t('accounts.address.makeDefault')}
              icon={main ? <StarFilled /> : <StarOutlined />}
              disabled={main}
              loading={busy}
              onClick={onMakeDefault}
            />
          </Tooltip>
          <Button type="text" aria-label={t('accounts.address.edit')} icon={<EditOutlined />} onClick={onEdit} />
          <Popconfirm title={ADDRESS_BOOK_MESSAGES.confirmDelete} onConfirm={onDelete}>
            <Button type="text" danger aria-label={t('accounts.address.delete')} icon={<DeleteOutlined />} />
          </Popconfirm>
        </Space>
      }
    >
      <Typography.Paragraph style={{ marginBottom: address.delivery_instructions ? 4 : 0 }}>
        {address.full_address}
      </Typography.Paragraph>
      {address.delivery_instructions && (
        <Typography.Text type="secondary">{address.delivery_instructions}</Typography.Text>
      )}
    </Card>
  );
}
