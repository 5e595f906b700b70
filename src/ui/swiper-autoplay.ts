// Swiper with only the Autoplay module, for the home carousels' lazy import: importing the whole
// 'swiper/modules' barrel dynamically kept every module (85 kB of code to parse on a phone), while
// these static named re-exports let the bundler drop what no carousel uses.
import 'swiper/css';

export { default as Swiper } from 'swiper';
export { Autoplay } from 'swiper/modules';
