// /search and /search/{category path}: faceted search (filled by the catalogue issue).
import { Col, Row, Skeleton } from 'antd';
import { ProductGridSkeleton } from '../../../shared/ui/skeletons';

export default function SearchPage() {
  return (
    <Row gutter={[24, 24]} className="search-page">
      <Col xs={0} lg={6}>
        <aside aria-label="Loading filters" className="facet-skeleton">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} active title={{ width: '50%' }} paragraph={{ rows: 4 }} />
          ))}
        </aside>
      </Col>
      <Col xs={24} lg={18}>
        <Skeleton.Input active style={{ width: 240, marginBottom: 16 }} />
        <ProductGridSkeleton count={6} />
      </Col>
    </Row>
  );
}
