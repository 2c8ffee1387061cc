/** The course search box of the navbar (catalog issue). */
export function NavbarSearch() {
  return null;
}
