import { Children, cloneElement, Fragment, isValidElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { LOADER_START } from "./first-load-scripts.ts";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  children?: ReactNode;
  rel?: string;
  href?: string;
  type?: string;
  async?: boolean;
  dangerouslySetInnerHTML?: { __html: string };
};

/**
 * React Router's `<Scripts />`, fetched only once the page has painted.
 *
 * The server-rendered page reads and works without JavaScript: its links are links and its
 * forms post. React Router's module preloads and its inline module script would send the
 * browser for some 120 KiB of code while it is still laying out that page, and on a slow
 * phone the first paint then waits for the code it does not need. Here the module script
 * becomes a classic script that, once the first frame is on screen (a frame, then a task),
 * adds the same preloads and imports the same modules. React Router's context script and the
 * streamed loader data stay as they were.
 */
export function ScriptsAfterFirstPaint(props: ScriptsProps) {
  // Called, not rendered: its hooks become this component's, and its output is rewritten.
  const scripts = Scripts(props);
  const preloads: string[] = [];
  collectModulePreloads(scripts, preloads);
  return afterFirstPaint(scripts, preloads);
}

function collectModulePreloads(node: ReactNode, hrefs: string[]): void {
  if (!isValidElement<ElementProps>(node)) return;
  if (node.type === "link" && node.props.rel === "modulepreload" && node.props.href) {
    hrefs.push(node.props.href);
  }
  for (const child of Children.toArray(node.props.children)) collectModulePreloads(child, hrefs);
}

function afterFirstPaint(node: ReactNode, preloads: string[]): ReactNode {
  if (!isValidElement<ElementProps>(node)) return node;
  const { type, props } = node;
  if (type === Fragment) {
    const children = Children.toArray(props.children).map((child) =>
      afterFirstPaint(child, preloads),
    );
    return cloneElement(node, undefined, ...children);
  }
  if (type === "link" && props.rel === "modulepreload") return null;
  if (type === "script" && props.type === "module" && props.dangerouslySetInnerHTML) {
    // A classic script: neither a module nor async (it only schedules the imports).
    const { type: _module, async: _async, dangerouslySetInnerHTML, ...rest } = props;
    const code = importAfterFirstPaint(dangerouslySetInnerHTML.__html, preloads);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's code, rearranged
    return <script {...rest} dangerouslySetInnerHTML={{ __html: code }} />;
  }
  return node;
}

// React Router writes `import "url";` for a module run for its effects (the development
// server's refresh runtime, the route manifest; two may share a line) and `import * as name
// from "url";` for a route module. The text is React Router's, never a visitor's.
const IMPORT = /(?<=^|;)[ \t]*import (?:\* as ([\w$]+) from )?("[^"\n]*");?/gm;

/**
 * The inline module's code as a classic script: the same imports, started after the first
 * paint (at once in a hidden tab). The preloads go out first, so the modules the routes import
 * arrive together rather than one import after another. Modules run for their effects load
 * first and in order (the refresh runtime must run before React); the route modules then load
 * together, and the rest of the code runs with their namespaces under the names it expects.
 */
export function importAfterFirstPaint(moduleCode: string, preloads: readonly string[]): string {
  const effects: string[] = [];
  const named: { name: string; url: string }[] = [];
  const body = moduleCode.replace(IMPORT, (_line, name: string | undefined, url: string) => {
    if (name) named.push({ name, url });
    else effects.push(url);
    return "";
  });
  const chain = effects.map((url) => `.then(function(){return import(${url})})`).join("");
  const names = named.map(({ name }, index) => `${name}=m[${index}]`).join(",");
  return [
    `${LOADER_START}${JSON.stringify(preloads)};`,
    "modulePreloads.forEach(function(href){",
    'var link=document.createElement("link");link.rel="modulepreload";link.href=href;',
    "document.head.appendChild(link)});",
    `Promise.resolve()${chain}`,
    `.then(function(){return Promise.all([${named.map(({ url }) => `import(${url})`).join(",")}])})`,
    `.then(function(m){${names ? `var ${names};` : ""}${body.trim()}\n})`,
    "}",
    // A tab opened in the background (or a page prerendered) paints no frame until it is shown:
    // there is no paint to wait for, and it should be ready when it is.
    'if(document.visibilityState==="hidden")start();',
    "else requestAnimationFrame(function(){setTimeout(start)})})()",
  ].join("\n");
}
