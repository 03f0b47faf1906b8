// Vite plugin (build only): the boot script, a few hundred bytes the page runs beside the app's code
// (issue 19). It sends the start-up queries at once, so their answers arrive while the app's code
// (about 190 KB gzip) is still loading instead of after it, and leaves the answers on
// window.karyanaStartup; the app takes each once (src/app/apollo/startupLink.ts) and otherwise asks
// itself. Only a visitor's (no stored session token): a customer's answers may differ, and their
// requests carry a token the app may refresh first. Each query is printed from its .graphql file with
// the fragments it uses and the __typename fields Apollo's cache adds, so its answer is the one the
// app's own request would get. On a start-up page's path it also preloads that page's chunks, which the
// app would ask for only after its own code and the settings. A classic external script: the server's
// CSP allows no inline script.
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print, visit } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');
const GRAPHQL_PATH = '/graphql'; // src/shared/config.ts
const TOKEN_KEY = 'token'; // src/shared/auth/sessionStore.ts

/** What the boot script asks, and on which paths ('*': every path). Variables as the app sends them. */
const STARTUP_QUERIES = [
  { file: 'app/settings/settings.graphql', variables: {}, paths: ['*'] },
  {
    file: 'features/catalogue/home/homePage.graphql',
    variables: { key: 'home' },
    paths: ['/'],
    // The slider's first picture, preloaded as soon as the answer names it, with the slide's srcset and
    // sizes (features/catalogue/home: bannerByKey, bannerSrcSet, PHONE_WIDTH, SLIDE_SIZES; a unit test
    // compares).
    slide: { banner: 'top-slider', sizes: '(max-width: 1280px) 100vw, 1232px', phoneWidth: 800 },
  },
];

function fragmentsByName() {
  const fragments = new Map();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.graphql'));
  for (const file of files) {
    for (const def of parse(readFileSync(join(SRC, file), 'utf8')).definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
  }
  return fragments;
}

/** The operation with every fragment it spreads (transitively), as one document. */
function withFragments(operation, fragments) {
  const needed = new Map();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (needed.has(name)) return;
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`startup query ${operation.name?.value}: no fragment ${name}`);
        needed.set(name, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
}

export function startupQueryList() {
  const fragments = fragmentsByName();
  return STARTUP_QUERIES.map(({ file, variables, paths, slide }) => {
    const operation = parse(readFileSync(join(SRC, file), 'utf8')).definitions.find(
      (def) => def.kind === Kind.OPERATION_DEFINITION,
    );
    const query = print(addTypenameToDocument(withFragments(operation, fragments)));
    return { operationName: operation.name.value, query, variables, paths, slide: slide ?? null };
  });
}

/** Pages whose chunks the boot script preloads on their path (the app would ask for them only after its
 * own code and the settings): path → the page module. */
const STARTUP_PAGES = { '/': 'src/features/catalogue/pages/HomePage.tsx' };

/** Per path, the files of the page's chunk and of the chunks it imports, less those the entry imports. */
function pageFiles(bundle) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (chunk, into = new Set()) => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports) closure(byFile.get(file), into);
    return into;
  };
  const inEntry = new Set();
  for (const c of chunks) if (c.isEntry) closure(c, inEntry);
  const files = {};
  for (const [path, module] of Object.entries(STARTUP_PAGES)) {
    const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/${module}`));
    if (!page) throw new Error(`startup page ${module} has no chunk`);
    const js = [...closure(page)].filter((f) => !inEntry.has(f));
    const css = js.flatMap((f) => [...(byFile.get(f).viteMetadata?.importedCss ?? [])]);
    files[path] = { js, css };
  }
  return files;
}

export function bootScript(queries, pages) {
  return `// Karyana's start-up queries (web/scripts/startupQueries.mjs).
(function () {
  var visitor = true;
  try { visitor = !localStorage.getItem(${JSON.stringify(TOKEN_KEY)}); } catch (e) { /* no storage: a visitor */ }
  var queries = ${JSON.stringify(queries)};
  var path = location.pathname;
  var answers = {};
  if (visitor) queries.forEach(function (q) {
    if (q.paths.indexOf('*') < 0 && q.paths.indexOf(path) < 0) return;
    var answer = fetch(${JSON.stringify(GRAPHQL_PATH)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName: q.operationName, query: q.query, variables: q.variables })
    }).then(function (r) { return r.ok ? r.json() : Promise.reject(new Error(String(r.status))); });
    answer.catch(function () { /* the app asks again */ });
    if (q.slide) answer.then(function (json) { preloadSlide(json, q.slide); }, function () {});
    answers[q.operationName] = { variables: q.variables, answer: answer };
  });
  function preloadSlide(json, slide) {
    var settings = json && json.data && json.data.pageSettingByKey;
    var group = ((settings && settings.banners) || []).filter(function (b) { return b && b.key === slide.banner; })[0];
    var banner = group && group.banner;
    var item = banner && (banner.items || []).filter(function (i) { return i && i.img; })[0];
    if (!item) return;
    var width = banner.width > 0 ? banner.width : 1200;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = item.img;
    var srcset = [];
    if (item.thumb && item.thumb !== item.img) srcset.push(item.thumb + ' ' + Math.round(width / 2) + 'w');
    var phone = item.img_phone;
    if (phone && phone !== item.img && phone !== item.thumb && width > slide.phoneWidth) srcset.push(phone + ' ' + slide.phoneWidth + 'w');
    if (srcset.length) {
      srcset.push(item.img + ' ' + width + 'w');
      link.setAttribute('imagesrcset', srcset.join(', '));
      link.setAttribute('imagesizes', slide.sizes);
    }
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }
  if (visitor) window.karyanaStartup = answers;
  var page = ${JSON.stringify(pages)}[path];
  if (!page) return;
  var preload = function (rel, file, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = '/' + file;
    if (as) link.setAttribute('as', as);
    link.setAttribute('crossorigin', ''); // as the app's module loader asks (a preload in another mode is not used)
    document.head.appendChild(link);
  };
  page.js.forEach(function (f) { preload('modulepreload', f); });
  page.css.forEach(function (f) { preload('preload', f, 'style'); });
})();
`;
}

export function startupQueries() {
  let fileName = null;
  return {
    name: 'karyana-startup-queries',
    apply: 'build',
    generateBundle(_options, bundle) {
      const source = bootScript(startupQueryList(), pageFiles(bundle));
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        fileName
          ? [
              {
                tag: 'script',
                attrs: { src: `/${fileName}`, async: true },
                injectTo: 'head-prepend' /* first: fetched before the app's modules */,
              },
            ]
          : [],
    },
  };
}
