// The frame of a printable: a toolbar (not printed) to choose A4 or an 80 mm roll and to print, the
// @page rule for the chosen paper, and the sheet itself.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Segmented } from 'antd';
import { pageRule, paperOf, type Paper } from './paper';
import '../print.css';
import { t } from '../texts';

export function PrintFrame({ children, back }: { children: (paper: Paper) => ReactNode; back: string }) {
  const [search, setSearch] = useSearchParams();
  const paper = paperOf(search);
  return (
    <div className={`admin-paper is-${paper}`}>
      <style>{pageRule(paper)}</style>
      <div className="admin-no-print admin-print-toolbar">
        <Link to={back}>{t('admin.back')}</Link>
        <Segmented<Paper>
          aria-label={t('admin.print.paper')}
          tabIndex={-1} // its radios are the tab stop (rc-segmented makes its frame one too)
          value={paper}
          onChange={(next) => setSearch(next === '80mm' ? { paper: '80mm' } : {}, { replace: true })}
          options={[
            { value: 'a4', label: t('admin.print.a4') },
            { value: '80mm', label: t('admin.print.roll') },
          ]}
        />
        <Button type="primary" onClick={() => window.print()}>
          {t('admin.print')}
        </Button>
      </div>
      <div className="admin-sheet">{children(paper)}</div>
    </div>
  );
}
