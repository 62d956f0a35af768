import { textCatalogue } from '../textCatalogues.ts';

/** A product's page (/products/:id, issue 13) and its link preview (the Open Graph tags the server writes). */
export const productTexts = textCatalogue('productTexts', {
  /** The heading while the catalogue loads. */
  productHeading: 'Product',
  loadingProduct: 'Loading product…',
  /** The lowest price of the product's sizes: "From ₹150.00". */
  fromPrice: (price: string) => `From ${price}`,
  sizesAndPrices: 'Sizes and prices',
  allProducts: 'All products',
  share: 'Share',
  /** What a shared link says before the address: "Mango Ice Cream from ₹150.00 at Rajkot Scoops". */
  shareText: (productName: string, price: string, shopName: string) => `${productName} from ${price} at ${shopName}`,
  linkCopied: 'Link copied. Paste it in a chat to share this product.',
  linkNotCopied: 'The link could not be copied. Copy it from the address bar.',
  productNotFound: 'Product not found',
  productNotFoundLead: 'This product is not in our catalogue any more. Our other flavours are still here.',
  /** A link preview's description: the price first, then the product's description. */
  previewDescription: (price: string, description: string) => `From ${price}. ${description}`,
} as const);
