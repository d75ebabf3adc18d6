// jsdom runs animation frames on setInterval, so a test that fakes setInterval (to step a
// countdown) would freeze antd-mobile's pop-up animations too. Frames on setTimeout do not.
const frames = new Map<number, ReturnType<typeof setTimeout>>();
let lastFrame = 0;
window.requestAnimationFrame = (callback) => {
  const id = ++lastFrame;
  frames.set(
    id,
    setTimeout(() => {
      frames.delete(id);
      callback(performance.now());
    }, 16),
  );
  return id;
};
window.cancelAnimationFrame = (id) => {
  clearTimeout(frames.get(id));
  frames.delete(id);
};
