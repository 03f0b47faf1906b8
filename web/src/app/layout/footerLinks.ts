// The footer's link groups; every target is a content page the store ships.
export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterGroup {
  title: 'About' | 'Help Center' | 'Contact Us';
  links: FooterLink[];
}

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: 'About',
    links: [
      { label: 'About Us', to: '/page/about-us' },
      { label: 'Privacy Policy', to: '/page/privacy-policy' },
      { label: 'Terms & Conditions', to: '/page/terms-and-conditions' },
    ],
  },
  {
    title: 'Help Center',
    links: [
      { label: 'Help', to: '/help' },
      { label: 'FAQs', to: '/page/faqs' },
      { label: 'Returns & Refunds', to: '/page/returns-refunds' },
    ],
  },
  {
    title: 'Contact Us',
    links: [
      { label: 'Contact Us', to: '/page/contact-us' },
      { label: 'Feedback', to: '/page/feedback' },
    ],
  },
];
