// The console's routes under /admin: the staff gate and frame (AdminLayout) around lazily loaded pages,
// so a rider's phone loads the deliveries page and not the board or the staff list.
import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazyPage';
import { PageSkeleton, TableSkeleton } from '../../shared/ui/skeletons';
import AdminLayout from './staff/AdminLayout';
import RoleHome from './staff/RoleHome';

// Made once: a lazy page made in render would remount (and ask again) whenever the frame renders.
const PAGES = {
  board: lazyPage(() => import('./board/BoardPage'), <PageSkeleton />),
  order: lazyPage(() => import('./order/OrderPage'), <PageSkeleton />),
  deliveries: lazyPage(() => import('./deliveries/DeliveriesPage'), <PageSkeleton />),
  cash: lazyPage(() => import('./cash/CashSheetPage'), <TableSkeleton />),
  products: lazyPage(() => import('./products/ProductsPage'), <TableSkeleton />),
  product: lazyPage(() => import('./products/ProductFormPage'), <PageSkeleton />),
  categories: lazyPage(() => import('./categories/CategoriesPage'), <PageSkeleton />),
  home: lazyPage(() => import('./home/HomePage'), <PageSkeleton />),
  slots: lazyPage(() => import('./slots/SlotsPage'), <PageSkeleton />),
  vouchers: lazyPage(() => import('./vouchers/VouchersPage'), <TableSkeleton />),
  zones: lazyPage(() => import('./zones/ZonesPage'), <PageSkeleton />),
  settings: lazyPage(() => import('./settings/SettingsPage'), <PageSkeleton />),
  customers: lazyPage(() => import('./customers/CustomersPage'), <TableSkeleton />),
  customer: lazyPage(() => import('./customers/CustomerPage'), <PageSkeleton />),
  pages: lazyPage(() => import('./pages/PagesPage'), <TableSkeleton />),
  page: lazyPage(() => import('./pages/PageFormPage'), <PageSkeleton />),
  staff: lazyPage(() => import('./members/StaffPage'), <TableSkeleton />),
  audit: lazyPage(() => import('./audit/AuditPage'), <TableSkeleton />),
  pickList: lazyPage(() => import('./print/PickListPrint'), <PageSkeleton />),
  slip: lazyPage(() => import('./print/PackingSlipPrint'), <PageSkeleton />),
  notFound: lazyPage(() => import('../../shared/ui/NotFoundPage'), <PageSkeleton />),
};

/** Relative to /admin/*. */
const ROUTES: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <RoleHome /> },
      { path: 'board', element: PAGES.board },
      { path: 'orders/:serial', element: PAGES.order },
      { path: 'deliveries', element: PAGES.deliveries },
      { path: 'cash', element: PAGES.cash },
      { path: 'products', element: PAGES.products },
      { path: 'products/new', element: PAGES.product },
      { path: 'products/:id', element: PAGES.product },
      { path: 'categories', element: PAGES.categories },
      { path: 'home', element: PAGES.home },
      { path: 'slots', element: PAGES.slots },
      { path: 'vouchers', element: PAGES.vouchers },
      { path: 'zones', element: PAGES.zones },
      { path: 'settings', element: PAGES.settings },
      { path: 'customers', element: PAGES.customers },
      { path: 'customers/:id', element: PAGES.customer },
      { path: 'pages', element: PAGES.pages },
      { path: 'pages/new', element: PAGES.page },
      { path: 'pages/:id', element: PAGES.page },
      { path: 'staff', element: PAGES.staff },
      { path: 'audit', element: PAGES.audit },
      { path: 'print/pick-list/:date/:slotId', element: PAGES.pickList },
      { path: 'print/slip/:serial', element: PAGES.slip },
      { path: '*', element: PAGES.notFound },
    ],
  },
];

export default function AdminApp() {
  return useRoutes(ROUTES);
}
