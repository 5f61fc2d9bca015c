// Fonts ship with the shell (never from a font host), Latin subset only: it covers Italian and English.
// Three faces in all, so a first page downloads little: text asking for weight 500 is drawn with Inter
// 400 and Cormorant Garamond 600 (the nearest faces by the CSS matching rules).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/cormorant-garamond/latin-600.css';
