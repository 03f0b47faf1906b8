// index.html's static start-up screen (issue 19) is painted before any JavaScript runs and the app's
// first render replaces it: it must be the app's own StartupScreen, words from the catalogues included.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueTexts, withTexts } from '../../../scripts/startupScreenTexts.mjs';
import { StartupScreen } from './StartupScreen';

// Tests run in web/ (package.json); jsdom's import.meta.url is not a file address.
const INDEX_HTML = join(process.cwd(), 'index.html');

/** The markup as the browser's parser reads it (attribute quoting and void tags made alike). */
function parsed(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.innerHTML;
}

function staticRoot(): string {
  const html = withTexts(readFileSync(INDEX_HTML, 'utf8'), catalogueTexts('en'));
  const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root.innerHTML;
}

describe("index.html's start-up screen", () => {
  it("is the app's StartupScreen, words and all", () => {
    expect(parsed(staticRoot())).toBe(parsed(renderToStaticMarkup(<StartupScreen />)));
    expect(staticRoot()).toContain('Loading the store…');
  });

  it('escapes the texts and refuses a missing key or a text with arguments', () => {
    const texts = new Map<string, unknown>([
      ['a.plain', 'Fish & <chips>'],
      ['a.argument', 'Hello {name}'],
    ]);
    expect(withTexts('<p>{{text a.plain}}</p>', texts)).toBe('<p>Fish &amp; &lt;chips&gt;</p>');
    expect(() => withTexts('{{text a.missing}}', texts)).toThrow(/no text a.missing/);
    expect(() => withTexts('{{text a.argument}}', texts)).toThrow(/has arguments/);
  });
});
