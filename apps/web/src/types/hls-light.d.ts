// hls.js ships types for its full build only; the light build (no subtitles, EME or alternate
// audio: none of which Sewee's ladder uses) has the same API.
declare module 'hls.js/dist/hls.light.mjs' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
