// jsdom runs animation frames on setInterval, so a test that fakes setInterval (to step a
// countdown) would freeze antd-mobile's pop-up animations too. Frames here run on the real
// setTimeout, taken before any test can fake it: a test that fakes setTimeout does not stop them
// either, nor leave a frame pending on its fake clock when it ends (react-spring then waits for
// that frame in every later test of the worker).
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
const frames = new Map<number, ReturnType<typeof setTimeout>>();
let lastFrame = 0;
window.requestAnimationFrame = (callback) => {
  const id = ++lastFrame;
  frames.set(
    id,
    realSetTimeout(() => {
      frames.delete(id);
      callback(performance.now());
    }, 16),
  );
  return id;
};
window.cancelAnimationFrame = (id) => {
  realClearTimeout(frames.get(id));
  frames.delete(id);
};
