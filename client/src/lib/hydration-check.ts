import { options, type VNode } from 'preact';

/**
 * The development build's hydration-mismatch detector (decision 0107). Preact takes over a prerendered page without
 * checking it: a text that differs is overwritten silently, and an attribute that differs is neither patched nor
 * reported, so the page keeps the server's value (a muted player's card said `data-muted="false"`, 9731c17). React's
 * development build reported both; this does the same for Preact, and `e2e/dev-build.spec.ts` fails on its report.
 *
 * Before the take-over, it notes each element of the prerendered HTML with its attributes and its own text. While
 * Preact hydrates, it compares each element's props, as the first render made them, with the attributes the server
 * sent, and each element's text with the server's. After, it reports the server's elements the take-over removed.
 * Only in `npm run build:dev`: main.tsx imports it behind `import.meta.env.DEV`, so the production build has none of
 * it.
 */

/** What the prerendered HTML had, per element. */
interface ServerElement {
  attributes: Map<string, string>;
  text: string;
}

/** Attributes the page sets on a held control before the app listens (lib/early-clicks.ts), not the server. */
const SET_BEFORE_THE_APP = new Set(['aria-busy', 'data-pending']);

/** Props that are not attributes, or that hydration leaves to the DOM's live state (what a visitor typed). */
const NOT_ATTRIBUTES = new Set([
  'children',
  'key',
  'ref',
  'dangerouslySetInnerHTML',
  'value',
  'defaultValue',
  'checked',
  'defaultChecked',
  'selected',
  'style',
  'className',
  '__source',
  '__self',
]);

/** Attributes whose "false" is written out, as Preact does for `aria-*`, `data-*` and the enumerated ones. */
const writesFalse = (name: string) =>
  name.startsWith('aria-') || name.startsWith('data-') || /^(spellcheck|draggable|contenteditable)$/i.test(name);

const attributeName = (prop: string) => (prop === 'htmlFor' ? 'for' : prop);

function ownText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += (node as Text).data;
  return text;
}

function describe(element: Element): string {
  const testId = element.closest('[data-testid]')?.getAttribute('data-testid');
  const id = element.id ? `#${element.id}` : '';
  return `<${element.localName}${id}>${testId ? ` in [data-testid="${testId}"]` : ''}`;
}

/** The props' differences from the server's attributes, one line each. */
function attributeDifferences(props: Record<string, unknown>, server: Map<string, string>): string[] {
  const differences: string[] = [];
  const named = new Set<string>();
  for (const [prop, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(prop) || typeof value === 'function') continue;
    if (value !== null && typeof value === 'object') continue;
    const name = attributeName(prop).toLowerCase();
    named.add(name);
    const sent = server.get(name);
    let matches: boolean;
    if (value === undefined || value === null) matches = sent === undefined;
    else if (value === false) matches = sent === undefined || (writesFalse(name) && sent === 'false');
    else if (value === true) matches = sent !== undefined && sent !== 'false';
    else matches = sent === (typeof value === 'string' ? value : JSON.stringify(value));
    if (!matches)
      differences.push(
        `${prop}: the server sent ${sent === undefined ? 'none' : `"${sent}"`}, the first render ${JSON.stringify(value)}`,
      );
  }
  const className = props.class ?? props.className;
  named.add('class');
  if ((typeof className === 'string' ? className : undefined) !== server.get('class'))
    differences.push(
      `class: the server sent "${server.get('class') ?? ''}", the first render "${typeof className === 'string' ? className : ''}"`,
    );
  for (const [name, sent] of server) {
    if (named.has(name) || SET_BEFORE_THE_APP.has(name) || name === 'value' || name === 'checked') continue;
    if (name === 'style' && 'style' in props) continue;
    // The server marks the chosen option of a controlled <select>; in the browser, the select's value is its state.
    if (name === 'selected') continue;
    differences.push(`${name}: the server sent "${sent}", the first render none`);
  }
  return differences;
}

/**
 * Notes the prerendered HTML under `root` and watches the take-over that follows. Call the function it returns as
 * soon as the take-over's render is done: it stops watching and reports what the take-over removed.
 */
export function startHydrationCheck(root: Element): () => void {
  const server = new Map<Element, ServerElement>();
  for (const element of root.querySelectorAll('*')) {
    const attributes = new Map<string, string>();
    // By lower-case name: HTML's are, SVG's are not (`viewBox`), and props name them either way.
    for (const attribute of element.attributes) attributes.set(attribute.name.toLowerCase(), attribute.value);
    server.set(element, { attributes, text: ownText(element) });
  }
  const report = (message: string) => console.error(`Hydration mismatch: ${message}`);

  let compared = 0;
  // A hook Preact calls as a plain function (not a method), kept to be called first and put back after.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    previous?.(vnode);
    if (typeof vnode.type !== 'string') return;
    // Preact's internal name for the vnode's element (`_dom`, mangled), as preact/debug reads it.
    const element = (vnode as unknown as { __e?: Element | null }).__e;
    if (!element) return;
    compared += 1;
    const sent = server.get(element);
    if (!sent) {
      report(`${describe(element)} was not in the server's HTML (the take-over made it anew)`);
      return;
    }
    for (const difference of attributeDifferences(vnode.props, sent.attributes))
      report(`${describe(element)} ${difference}`);
    // Adjacent texts arrive merged in one node and are split while hydrating: compare each element's whole own text.
    const text = ownText(element);
    if (text !== sent.text)
      report(`${describe(element)} text: the server sent "${sent.text}", the first render "${text}"`);
  };

  return () => {
    options.diffed = previous;
    // How many elements were compared: e2e/dev-build.spec.ts checks that the check ran, not only that it was quiet.
    document.documentElement.dataset.hydrationChecked = String(compared);
    // The removed part's own first element: its descendants went with it.
    for (const element of server.keys())
      if (!element.isConnected && !element.parentElement)
        report(`${describe(element)} from the server's HTML was removed by the take-over`);
  };
}
