// /help: quick ways to get help, the store's contact details and the 'help' content page.
import { Card, Col, Row, Typography } from 'antd';
import {
  CustomerServiceOutlined,
  MailOutlined,
  PhoneOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useSettings } from '../../../shared/settings/storeSettings';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { ContentView } from '../ContentView';
import { t } from '../texts';

const TOPICS = [
  {
    to: '/user/my-orders',
    icon: <ProfileOutlined />,
    title: t('content.help.orders.title'),
    text: t('content.help.orders.text'),
  },
  {
    to: '/page/faqs',
    icon: <QuestionCircleOutlined />,
    title: t('content.help.faqs.title'),
    text: t('content.help.faqs.text'),
  },
  {
    to: '/page/returns-refunds',
    icon: <RollbackOutlined />,
    title: t('content.help.returns.title'),
    text: t('content.help.returns.text'),
  },
  {
    to: '/page/contact-us',
    icon: <CustomerServiceOutlined />,
    title: t('content.help.contact.title'),
    text: t('content.help.contact.text'),
  },
];

export default function HelpPage() {
  const { support_phone, support_email } = useSettings();
  useDocumentTitle(t('content.help.title'));
  return (
    <div className="help-page">
      <section className="help-hero" aria-labelledby="help-title">
        <Typography.Title level={1} id="help-title">
          {t('content.help.title')}
        </Typography.Title>
        <Typography.Paragraph>{t('content.help.intro')}</Typography.Paragraph>
        <div className="help-contacts">
          {support_phone ? (
            <a href={`tel:${support_phone}`}>
              <PhoneOutlined aria-hidden="true" /> {support_phone}
            </a>
          ) : null}
          {support_email ? (
            <a href={`mailto:${support_email}`}>
              <MailOutlined aria-hidden="true" /> {support_email}
            </a>
          ) : null}
        </div>
      </section>
      <Row gutter={[16, 16]} className="help-topics">
        {TOPICS.map((topic) => (
          <Col key={topic.to} xs={24} sm={12} lg={6}>
            <Link to={topic.to} className="help-topic">
              <Card hoverable>
                <span className="help-topic-icon" aria-hidden="true">
                  {topic.icon}
                </span>
                <strong>{topic.title}</strong>
                <span className="help-topic-text">{topic.text}</span>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <ContentView slug="help" showTitle={false} hideWhenMissing />
    </div>
  );
}
