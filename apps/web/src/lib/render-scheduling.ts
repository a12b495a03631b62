/**
 * The app renders with Preact through `preact/compat` (aliased for `react` and `react-dom` in
 * vite.config.ts; docs/architecture.md "Preact in production", issue 8 §2). Preact batches state updates in a microtask,
 * and a browser runs microtasks between the listeners of one click. A controlled radio whose focus
 * handler sets state (MUI Rating, RadioGroup) was then re-rendered unchecked in the middle of its
 * own click, so the browser fired no `change` and the choice was lost. Rendering in the next task
 * instead, as React's scheduler does (a MessageChannel message: no 4 ms timer clamp), lets the whole
 * click, `input` and `change` sequence finish first.
 */
import { options } from 'preact';

const channel = new MessageChannel();
const pending: Array<() => void> = [];
channel.port1.onmessage = () => {
  for (const render of pending.splice(0)) render();
};

options.debounceRendering = (render) => {
  if (pending.push(render) === 1) channel.port2.postMessage(null);
};
