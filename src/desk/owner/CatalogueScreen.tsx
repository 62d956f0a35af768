/**
 * The owner's catalogue (issue 12, point 5): every product with its sizes, stock and hide toggles, price
 * and MRP with the rule's message shown as typed, and the new product form with its picture.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CONE_CANDY_CATEGORY, ICE_CREAM_CATEGORY } from '../../../domain/constants.ts';
import { PICTURE_EXTENSIONS } from '../../../domain/desk/shopRules.ts';
import { categoryLabel } from '../../../domain/products.ts';
import { catalogueEditorMachine, type DeskProduct, type DeskSize } from '../../../machines/desk/catalogueEditor.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { Button, Field } from '../../components/ui.tsx';
import { Cell, fieldsOf, FormCard, LoadFailed, Loading, OwnerTable, Problem, RowHeading } from './OwnerParts.tsx';
import * as css from './owner.css.ts';
import { ownerMessages } from '../../../domain/desk/messages.ts';

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
      <RowHeading>
        {size.size}
      </RowHeading>
      <Cell>
        <span className={size.inStock ? css.inStock : css.outOfStock}>{size.inStock ? ownerMessages.inStock : ownerMessages.outOfStock}</span>{' '}
        <Button variant="secondary" disabled={!canToggle} aria-label={`${size.inStock ? ownerMessages.markOutOfStock : ownerMessages.markInStock}: ${name}`}
          onClick={() => actor.send({ type: 'TOGGLE_SIZE_STOCK', pid: product.pid, pMetaId: size.pMetaId })}>
          {size.inStock ? ownerMessages.markOutOfStock : ownerMessages.markInStock}
        </Button>
      </Cell>
      <Cell>
        <input className={css.amountInput} inputMode="numeric" aria-label={`${ownerMessages.priceLabel}: ${name}`} value={price}
          aria-invalid={draft?.problem ? true : undefined} aria-describedby={draft?.problem ? problemId : undefined}
          onChange={(event) => edit({ price: event.target.value })} />
      </Cell>
      <Cell>
        <input className={css.amountInput} inputMode="numeric" aria-label={`${ownerMessages.mrpLabel}: ${name}`} value={mrp}
          aria-invalid={draft?.problem ? true : undefined} aria-describedby={draft?.problem ? problemId : undefined}
          onChange={(event) => edit({ mrp: event.target.value })} />
      </Cell>
      <Cell>
        <Button disabled={!canSave} aria-label={`${ownerMessages.savePrice}: ${name}`} onClick={() => actor.send({ type: 'SAVE_PRICE', pMetaId: size.pMetaId })}>
          {ownerMessages.savePrice}
        </Button>
        <Problem id={problemId} text={draft?.problem ?? null} />
      </Cell>
    </tr>
  );
}

/** Issue 24: the product's names as the storefront shows them in Gujarati and Hindi, and its search words. */
function ProductWordsForm({ actor, product }: { actor: CatalogueActor; product: DeskProduct }) {
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'SAVE_WORDS', pid: product.pid, titleGu: '', titleHi: '', searchWords: '' }));
  return (
    <form
      key={`${product.titleGu}|${product.titleHi}|${product.searchWords}`}
      noValidate
      aria-label={`${ownerMessages.wordsTitle}: ${product.title}`}
      onSubmit={(event) => {
        event.preventDefault();
        const fields = fieldsOf(event.currentTarget);
        actor.send({ type: 'SAVE_WORDS', pid: product.pid, titleGu: fields.titleGu ?? '', titleHi: fields.titleHi ?? '', searchWords: fields.searchWords ?? '' });
      }}
    >
      <div className={css.row}>
        <Field label={ownerMessages.nameGujarati} name="titleGu" lang="gu" defaultValue={product.titleGu} autoComplete="off" />
        <Field label={ownerMessages.nameHindi} name="titleHi" lang="hi" defaultValue={product.titleHi} autoComplete="off" />
        <Field label={ownerMessages.searchWordsLabel} name="searchWords" hint={ownerMessages.searchWordsHint} defaultValue={product.searchWords} autoComplete="off" />
        <Button type="submit" variant="secondary" disabled={!canSave} aria-label={`${ownerMessages.saveWords}: ${product.title}`}>
          {ownerMessages.saveWords}
        </Button>
      </div>
    </form>
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
        <span>{categoryLabel('en', product.category)}</span>
        {product.hidden ? <span className={css.badge}>{ownerMessages.hiddenBadge}</span> : null}
      </div>
      <div className={css.row}>
        <Button variant="secondary" disabled={!canToggle} aria-label={`${product.inStock ? ownerMessages.markOutOfStock : ownerMessages.markInStock}: ${product.title}`}
          onClick={() => actor.send({ type: 'TOGGLE_PRODUCT_STOCK', pid: product.pid })}>
          {product.inStock ? ownerMessages.markOutOfStock : ownerMessages.markInStock}
        </Button>
        <Button variant="ghost" disabled={!canToggle} aria-label={`${product.hidden ? ownerMessages.showProduct : ownerMessages.hideProduct}: ${product.title}`}
          onClick={() => actor.send({ type: 'TOGGLE_HIDDEN', pid: product.pid })}>
          {product.hidden ? ownerMessages.showProduct : ownerMessages.hideProduct}
        </Button>
      </div>
      <ProductWordsForm actor={actor} product={product} />
      <OwnerTable columns={[{ label: ownerMessages.sizeLabel }, { label: ownerMessages.inStock }, { label: ownerMessages.priceLabel }, { label: ownerMessages.mrpLabel }, { label: ownerMessages.savePrice, visuallyHidden: true }]}>
        {product.sizes.map((size) => (
          <SizeRow key={size.pMetaId} actor={actor} product={product} size={size} />
        ))}
      </OwnerTable>
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
    <FormCard
      id="new-product"
      title={ownerMessages.newProductTitle}
      formKey={added}
      onFields={(fields) =>
        actor.send({
          type: 'ADD_PRODUCT',
          title: fields.title ?? '',
          category: fields.category ?? ICE_CREAM_CATEGORY,
          sizes: [{ size: fields.size ?? '', price: fields.price ?? '', mrp: fields.mrp ?? '' }],
        })
      }
    >
      <Field label={ownerMessages.productName} name="title" autoComplete="off" />
      <div className={css.row}>
        <SelectField
          label={ownerMessages.category}
          name="category"
          defaultValue={ICE_CREAM_CATEGORY}
          options={[ICE_CREAM_CATEGORY, CONE_CANDY_CATEGORY].map((category) => ({ value: category, label: categoryLabel('en', category) }))}
        />
        <Field label={ownerMessages.sizeLabel} name="size" placeholder={ownerMessages.sizePlaceholder} autoComplete="off" />
        <Field label={ownerMessages.priceLabel} name="price" inputMode="numeric" autoComplete="off" />
        <Field label={ownerMessages.mrpLabel} name="mrp" inputMode="numeric" autoComplete="off" />
      </div>
      <Field
        label={ownerMessages.pictureLabel}
        type="file"
        accept={PICTURE_TYPES}
        disabled={!canPick}
        error={pictureProblem}
        hint={pictureReady ? ownerMessages.pictureAccepted : null}
        hintValid
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) actor.send({ type: 'PICK_PICTURE', file });
        }}
      />
      <Problem text={formProblem} />
      <Button type="submit" disabled={!canAdd}>
        {ownerMessages.addProduct}
      </Button>
    </FormCard>
  );
}

export function CatalogueEditor({ actor }: { actor: CatalogueActor }) {
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? 'failed' : snapshot.matches('ready') ? 'ready' : 'loading'));
  const products = useSelector(actor, (snapshot) => snapshot.context.products);
  return (
    <div className={css.page}>
      <h1>{ownerMessages.catalogueTitle}</h1>
      {phase === 'failed' ? <LoadFailed message={ownerMessages.catalogueLoadFailed} onRetry={() => actor.send({ type: 'RETRY' })} /> : null}
      {phase === 'loading' && products.length === 0 ? <Loading /> : null}
      {phase !== 'failed' ? <NewProductForm actor={actor} /> : null}
      {products.map((product) => (
        <ProductCard key={product.pid} actor={actor} product={product} />
      ))}
    </div>
  );
}
