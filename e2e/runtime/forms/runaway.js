// A hostile form script: loops forever and allocates without bound. QuickJS's deadline and memory cap
// must stop each call while the page stays responsive.
/* eslint-disable @typescript-eslint/no-unused-vars */
function Spin(x) {
  for (;;) {
    x = x + 1;
  }
}
function Grow(x) {
  const all = [];
  for (;;) all.push(new Array(100000).fill(x));
}
function onStateChange(event) {
  let s = 'x';
  for (;;) s = s + s;
}
