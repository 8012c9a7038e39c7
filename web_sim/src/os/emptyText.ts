/**
 * JSX like `{p.body && <p>{p.body}</p>}` renders "" when the string is empty. Preact 10 keeps
 * an empty text node for it and, because it reads a text vnode's props with `props || {}`,
 * writes `data = ""` into that node on every render. Each write is a DOM mutation: the node's
 * style and paint are invalidated and the screen around it is rastered again although nothing
 * changed (16 such writes per step on Reddit's feed). Children that are "" are dropped before
 * diffing, which renders the same DOM minus the empty text nodes.
 */
import { options, type VNode } from "preact";

const previous = options.vnode;

options.vnode = (vnode: VNode) => {
  const props = vnode.props as { children?: unknown } | string | null;
  if (props !== null && typeof props === "object") {
    const children = props.children;
    if (children === "") props.children = null;
    else if (Array.isArray(children) && children.includes("")) props.children = children.map((c) => (c === "" ? null : c));
  }
  previous?.(vnode);
};
