// The order's history as a timeline (icons for the status updates, 'Order placed …' last).
import { Timeline } from 'antd';
import {
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  HomeOutlined,
  InboxOutlined,
  RollbackOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { timelineEntries, type TimelineEntry } from './timeline';

const ICONS: Record<NonNullable<TimelineEntry['icon']>, ReactNode> = {
  collection: <InboxOutlined />,
  dispatched: <CarOutlined />,
  completed: <CheckCircleOutlined />,
  delivered: <HomeOutlined />,
  canceled: <CloseCircleOutlined />,
  refunded: <RollbackOutlined />,
  pending: <ClockCircleOutlined />,
  placed: <ShoppingCartOutlined />,
};

export function OrderTimeline({
  notes,
  createdAt,
}: {
  notes: Parameters<typeof timelineEntries>[0];
  createdAt: string | null | undefined;
}) {
  const entries = timelineEntries(notes, createdAt);
  return (
    <Timeline
      className="order-timeline"
      items={entries.map((e, i) => ({
        key: i,
        icon: e.icon ? ICONS[e.icon] : undefined,
        content: (
          <>
            <span className={e.statusUpdate ? 'timeline-status' : undefined}>{e.text}</span>
            {e.time ? <span className="timeline-time">{e.time}</span> : null}
          </>
        ),
      }))}
    />
  );
}
