// The footer's link groups; every target is a content page the store ships.
import { t } from './texts';
export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterGroup {
  id: 'about' | 'help' | 'contact';
  title: string;
  links: FooterLink[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    id: 'about',
    title: t('app.layout.footer.group.about'),
    links: [
      { label: t('app.layout.footer.link.aboutUs'), to: '/page/about-us' },
      { label: t('app.layout.footer.link.privacy'), to: '/page/privacy-policy' },
      { label: t('app.layout.footer.link.terms'), to: '/page/terms-and-conditions' },
    ],
  },
  {
    id: 'help',
    title: t('app.layout.footer.group.help'),
    links: [
      { label: t('app.layout.footer.link.help'), to: '/help' },
      { label: t('app.layout.footer.link.faqs'), to: '/page/faqs' },
      { label: t('app.layout.footer.link.returns'), to: '/page/returns-refunds' },
    ],
  },
  {
    id: 'contact',
    title: t('app.layout.footer.group.contact'),
    links: [
      { label: t('app.layout.footer.link.contactUs'), to: '/page/contact-us' },
      { label: t('app.layout.footer.link.feedback'), to: '/page/feedback' },
    ],
  },
];
