/**
 * The shop's own details, shown in the footer, the contact page and the legal texts. Its hours are the
 * desk's (domain/clock.ts), worded in the shown language where they are shown.
 */

export const shopDetails = {
  name: 'Rajkot Scoops',
  address: 'Shop 4, Shivam Complex, Kalawad Road, near Kotecha Chowk, Rajkot, Gujarat 360005',
  phone: '+91 98765 43210',
  email: 'care@rajkot-scoops.example',
  web: 'https://rajkot-scoops.example',

  appStores: {
    googlePlay: 'https://play.google.com/store/search?q=Rajkot%20Scoops',
    appStore: 'https://apps.apple.com/in/search?term=Rajkot%20Scoops',
  },
} as const;

/** What the printed ticket says of the shop (issue 27, point 6): the owner edits it at the desk's shop settings. */
export interface ShopContact {
  name: string;
  address: string;
  phone: string;
}

/** The ticket's shop details until the owner saves others. */
export const DEFAULT_SHOP_CONTACT: ShopContact = { name: shopDetails.name, address: shopDetails.address, phone: shopDetails.phone };
