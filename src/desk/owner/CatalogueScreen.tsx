/**
 * The owner's catalogue (issue 12, point 5): every product with its sizes, stock and hide toggles, price
 * and MRP with the rule's message shown as typed, and the new product form with its picture.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CONE_CANDY_CATEGORY, ICE_CREAM_CATEGORY } from '../../../domain/constants.ts';
import { ownerTexts } from '../../../domain/desk/ownerTexts.ts';
import { PICTURE_EXTENSIONS } from '../../../domain/desk/shopRules.ts';
import { categoryLabel } from '../../../domain/products.ts';
import { catalogueEditorMachine, type DeskProduct, type DeskSize } from '../../../machines/desk/catalogueEditor.ts';
import { Button, Field } from '../../components/ui.tsx';
import { fieldsOf, LoadFailed, Loading, Problem } from './OwnerParts.tsx';
import * as css from './owner.css.ts';

type CatalogueActor = ActorRefFrom<typeof catalogueEditorMachine>;

/** What the file picker offers; the machine still reads the chosen file's bytes. */
const PICTURE_TYPES = Object.keys(PICTURE_EXTENSIONS).map((type) => `image/${type}`).join(',');

function SizeRow({ actor, product, size }: { actor: CatalogueActor; product: DeskProduct; size: DeskSize }) {
  const draft = useSelector(actor, (snapshot) => snapshot.context.drafts[size.pMetaId] ?? null);
  const canToggle = useSelector(actor, (snapshot) => snapshot.can({ type: 'TOGGLE_SIZE_STOCK', pid: product.pid, pMetaId: size.pMetaId }));
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'SAVE_PRICE', pMetaId: size.pMetaId }));
  const name = `${product.title} ${size.size}`;
  const price = draft?.price ?? String(size.price);
  const mrp = draft?.mrp ?? String(size.mrp);
  const problemId = `price-problem-${size.pMetaId}`;
  const edit = (next: { price?: string; mrp?: string }) => actor.send({ type: 'EDIT_PRICE', pMetaId: size.pMetaId, price, mrp, ...next });
  return (
    <tr>
      <th scope="row" className={css.cell}>
        {size.size}
      </th>
      <td className={css.cell}>
        <span className={size.inStock ? css.inStock : css.outOfStock}>{size.inStock ? ownerTexts.inStock : ownerTexts.outOfStock}</span>{' '}
        <Button variant="secondary" disabled={!canToggle} aria-label={`${size.inStock ? ownerTexts.markOutOfStock : ownerTexts.markInStock}: ${name}`}
          onClick={() => actor.send({ type: 'TOGGLE_SIZE_STOCK', pid: product.pid, pMetaId: size.pMetaId })}>
          {size.inStock ? ownerTexts.markOutOfStock : ownerTexts.markInStock}
        </Button>
      </td>
      <td className={css.cell}>
        <input className={css.amountInput} inputMode="numeric" aria-label={`${ownerTexts.priceLabel}: ${name}`} value={price}
          aria-invalid={draft?.problem ? true : undefined} aria-describedby={draft?.problem ? problemId : undefined}
          onChange={(event) => edit({ price: event.target.value })} />
      </td>
      <td className={css.cell}>
        <input className={css.amountInput} inputMode="numeric" aria-label={`${ownerTexts.mrpLabel}: ${name}`} value={mrp}
          aria-invalid={draft?.problem ? true : undefined} aria-describedby={draft?.problem ? problemId : undefined}
          onChange={(event) => edit({ mrp: event.target.value })} />
      </td>
      <td className={css.cell}>
        <Button disabled={!canSave} aria-label={`${ownerTexts.savePrice}: ${name}`} onClick={() => actor.send({ type: 'SAVE_PRICE', pMetaId: size.pMetaId })}>
          {ownerTexts.savePrice}
        </Button>
        <Problem id={problemId} text={draft?.problem ?? null} />
      </td>
    </tr>
  );
}

function ProductCard({ actor, product }: { actor: CatalogueActor; product: DeskProduct }) {
  const canToggle = useSelector(actor, (snapshot) => snapshot.can({ type: 'TOGGLE_PRODUCT_STOCK', pid: product.pid }));
  return (
    <article className={css.card} aria-labelledby={`product-${product.pid}`}>
      <div className={css.row}>
        <img className={css.thumb} src={product.picture} alt="" />
        <h2 id={`product-${product.pid}`} className={css.cardTitle}>
          {product.title}
        </h2>
        <span>{categoryLabel(product.category)}</span>
        {product.hidden ? <span className={css.badge}>{ownerTexts.hiddenBadge}</span> : null}
      </div>
      <div className={css.row}>
        <Button variant="secondary" disabled={!canToggle} aria-label={`${product.inStock ? ownerTexts.markOutOfStock : ownerTexts.markInStock}: ${product.title}`}
          onClick={() => actor.send({ type: 'TOGGLE_PRODUCT_STOCK', pid: product.pid })}>
          {product.inStock ? ownerTexts.markOutOfStock : ownerTexts.markInStock}
        </Button>
        <Button variant="ghost" disabled={!canToggle} aria-label={`${product.hidden ? ownerTexts.showProduct : ownerTexts.hideProduct}: ${product.title}`}
          onClick={() => actor.send({ type: 'TOGGLE_HIDDEN', pid: product.pid })}>
          {product.hidden ? ownerTexts.showProduct : ownerTexts.hideProduct}
        </Button>
      </div>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>{ownerTexts.sizeLabel}</th>
            <th scope="col" className={css.cell}>{ownerTexts.inStock}</th>
            <th scope="col" className={css.cell}>{ownerTexts.priceLabel}</th>
            <th scope="col" className={css.cell}>{ownerTexts.mrpLabel}</th>
            <th scope="col" className={css.cell}><span className={css.visuallyHidden}>{ownerTexts.savePrice}</span></th>
          </tr>
        </thead>
        <tbody>
          {product.sizes.map((size) => (
            <SizeRow key={size.pMetaId} actor={actor} product={product} size={size} />
          ))}
        </tbody>
      </table>
    </article>
  );
}

function NewProductForm({ actor }: { actor: CatalogueActor }) {
  const formProblem = useSelector(actor, (snapshot) => snapshot.context.formProblem);
  const pictureProblem = useSelector(actor, (snapshot) => snapshot.context.pictureProblem);
  const pictureReady = useSelector(actor, (snapshot) => snapshot.context.picture !== null);
  const added = useSelector(actor, (snapshot) => snapshot.context.productsAdded);
  const canAdd = useSelector(actor, (snapshot) => snapshot.can({ type: 'ADD_PRODUCT', title: '', category: '', sizes: [] }));
  const canPick = useSelector(actor, (snapshot) => snapshot.can({ type: 'PICK_PICTURE', file: new Blob() }));
  return (
    <section className={css.card} aria-labelledby="new-product">
      <h2 id="new-product" className={css.cardTitle}>
        {ownerTexts.newProductTitle}
      </h2>
      <form
        key={added}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const fields = fieldsOf(event.currentTarget);
          actor.send({
            type: 'ADD_PRODUCT',
            title: fields.title ?? '',
            category: fields.category ?? ICE_CREAM_CATEGORY,
            sizes: [{ size: fields.size ?? '', price: fields.price ?? '', mrp: fields.mrp ?? '' }],
          });
        }}
      >
        <Field label={ownerTexts.productName} name="title" autoComplete="off" />
        <div className={css.row}>
          <label>
            {ownerTexts.category}{' '}
            <select name="category" className={css.textInput} defaultValue={ICE_CREAM_CATEGORY}>
              {[ICE_CREAM_CATEGORY, CONE_CANDY_CATEGORY].map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </select>
          </label>
          <Field label={ownerTexts.sizeLabel} name="size" placeholder={ownerTexts.sizePlaceholder} autoComplete="off" />
          <Field label={ownerTexts.priceLabel} name="price" inputMode="numeric" autoComplete="off" />
          <Field label={ownerTexts.mrpLabel} name="mrp" inputMode="numeric" autoComplete="off" />
        </div>
        <Field
          label={ownerTexts.pictureLabel}
          type="file"
          accept={PICTURE_TYPES}
          disabled={!canPick}
          error={pictureProblem}
          hint={pictureReady ? ownerTexts.pictureAccepted : null}
          hintValid
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) actor.send({ type: 'PICK_PICTURE', file });
          }}
        />
        <Problem text={formProblem} />
        <Button type="submit" disabled={!canAdd}>
          {ownerTexts.addProduct}
        </Button>
      </form>
    </section>
  );
}

export function CatalogueEditor({ actor }: { actor: CatalogueActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  const products = useSelector(actor, (snapshot) => snapshot.context.products);
  return (
    <div className={css.page}>
      <h1>{ownerTexts.catalogueTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerTexts.catalogueLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' && products.length === 0 ? <Loading /> : null}
      {phase !== 'failed' ? <NewProductForm actor={actor} /> : null}
      {products.map((product) => (
        <ProductCard key={product.pid} actor={actor} product={product} />
      ))}
    </div>
  );
}
