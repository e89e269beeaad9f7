// A form script: top-level functions are called from formulas (the linter sees no caller).
/* eslint-disable @typescript-eslint/no-unused-vars */
function Greet(name) {
  return 'Hello from the script, ' + name;
}
