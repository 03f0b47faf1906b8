// 'Review unavailable items' (shopping.md §2 Cart drawer): the sold-out and low-stock lines and
// 'Clear All Unavailable Products' (removeUnavailableItemsFromCart; a server error is toasted).
import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { useToast } from '../../../shared/ui/toast';
import { settleAnswer } from '../cartActions';
import { removeUnavailableItems } from '../cartServer';
import { cartSession } from '../cartStore';
import type { CartLine } from '../cartTotals';
import { DRAWER_WIDTH } from './drawerSize';
import { UnavailableList } from '../UnavailableList';
import { t } from './texts';

export default function UnavailablePanel({
  open,
  onClose,
  lines,
  cartId,
}: {
  open: boolean;
  onClose: () => void;
  lines: CartLine[];
  cartId: string | null;
}) {
  const toast = useToast();
  const [clearing, setClearing] = useState(false);

  const clear = async () => {
    const client = cartSession.client;
    if (!client || !cartId) return;
    setClearing(true);
    const answer = await removeUnavailableItems(client, cartId);
    setClearing(false);
    const message = settleAnswer(answer);
    if (message) void toast.error(message);
    else onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={DRAWER_WIDTH}
      rootClassName="cart-drawer"
      title={t('cart.drawer.reviewTitle')}
      footer={
        <Button
          danger
          block
          size="large"
          loading={clearing}
          disabled={!cartId || lines.length === 0}
          onClick={() => void clear()}
        >
          {t('cart.drawer.clearUnavailable')}
        </Button>
      }
    >
      <UnavailableList lines={lines} label={t('cart.drawer.unavailableItems')} />
    </Drawer>
  );
}
