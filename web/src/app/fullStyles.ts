/**
 * The whole Semantic UI stylesheet, then the web's own styles again (styles-app.css), loaded with
 * every lazy screen (`lazyScreen`): the public home's first load has only the components it draws
 * (main.tsx). Loaded after them, this sheet gives every page the cascade of the single sheet it
 * replaces: Semantic UI's rules in their own order, the web's styles after all of them.
 */
import "semantic-ui-css/semantic.min.css";
import "../styles-app.css";

/** Read by lazyScreen so that the import is kept (a module of CSS only). */
export const fullStyles = true;
