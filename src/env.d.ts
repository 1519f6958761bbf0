// Per-page render state shared by components (Astro.locals).
declare namespace App {
  interface Locals {
    /** set by the first <Clauses> on a page, so the copy-link script is rendered once */
    clauseCopyScript?: boolean;
  }
}
