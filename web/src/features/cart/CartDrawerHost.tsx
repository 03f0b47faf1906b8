// Where the cart drawer lives (mounted by the app layout). Its code loads the first time it opens;
// it closes when the route changes (a product link in it, 'Proceed to Checkout').
import { Suspense, useEffect, useState } from 'react';
import { lazyWithAntd } from '../../shared/ui/antd/lazyWithAntd';
import { useLocation } from 'react-router';
import { cartStore } from './cartStore';
import { useCartSnapshot } from './useCart';

const CartDrawer = lazyWithAntd(() => import('./drawer/CartDrawer'));

export function CartDrawerHost() {
  const { drawerOpen } = useCartSnapshot();
  const { pathname } = useLocation();
  const [used, setUsed] = useState(false);
  if (drawerOpen && !used) setUsed(true);

  useEffect(() => {
    cartStore.closeDrawer();
  }, [pathname]);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawer open={drawerOpen} onClose={cartStore.closeDrawer} />
    </Suspense>
  );
}
