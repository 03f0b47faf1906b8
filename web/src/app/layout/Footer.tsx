// Footer: the store's blurb, the About / Help Center / Contact Us groups (an accordion on
// mobile), the support phone and 'Download App'.
import { MailOutlined, PhoneOutlined, MobileOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../shared/ui/Logo';
import { useSettings } from '../../shared/settings/storeSettings';
import { FOOTER_GROUPS, type FooterGroup } from './footerLinks';
import { FooterAccordion } from './FooterAccordion';
import { t } from './texts';

function GroupLinks({ group, extra }: { group: FooterGroup; extra?: ReactNode }) {
  return (
    <ul className="footer-links">
      {group.links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
      {extra}
    </ul>
  );
}

export function Footer({ isMobile }: { isMobile: boolean }) {
  const settings = useSettings();
  const name = settings.app_name || t('app.layout.footer.storeName');
  const contact = (
    <>
      {settings.support_phone ? (
        <li>
          <a href={`tel:${settings.support_phone}`} className="footer-phone">
            <PhoneOutlined aria-hidden="true" /> {settings.support_phone}
          </a>
        </li>
      ) : null}
      {settings.support_email ? (
        <li>
          <a href={`mailto:${settings.support_email}`}>
            <MailOutlined aria-hidden="true" /> {settings.support_email}
          </a>
        </li>
      ) : null}
    </>
  );
  const extraFor = (group: FooterGroup) => (group.id === 'contact' ? contact : null);

  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <section className="footer-brand" aria-labelledby="footer-about-title">
          <Logo size={38} />
          <h2 id="footer-about-title" className="footer-about-title">
            {settings.about_label || t('app.layout.footer.about', { name })}
          </h2>
          <p className="footer-text">{settings.footer_text || t('app.layout.footer.text')}</p>
          {settings.app_download_url ? (
            <a className="download-app" href={settings.app_download_url} target="_blank" rel="noopener noreferrer">
              <MobileOutlined aria-hidden="true" />
              <span>
                <small>{t('app.layout.footer.getItOnPhone')}</small>
                {t('app.layout.footer.downloadApp')}
              </span>
            </a>
          ) : null}
        </section>
        {isMobile ? (
          <FooterAccordion
            sections={FOOTER_GROUPS.map((group) => ({
              key: group.id,
              title: group.title,
              content: <GroupLinks group={group} extra={extraFor(group)} />,
            }))}
          />
        ) : (
          FOOTER_GROUPS.map((group) => (
            <nav key={group.id} className="footer-group" aria-label={group.title}>
              <h2 className="footer-group-title">{group.title}</h2>
              <GroupLinks group={group} extra={extraFor(group)} />
            </nav>
          ))
        )}
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <span>{t('app.layout.footer.rights', { year: new Date().getFullYear(), name })}</span>
          <span>{t('app.layout.footer.where')}</span>
        </div>
      </div>
    </footer>
  );
}
