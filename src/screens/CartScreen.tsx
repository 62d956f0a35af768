/**
 * /cart (spec sections 2, 4, 5, 9): the lines with their prices (a "(Wholesale)" tag on wholesale 5-litre
 * lines), steppers and Remove; the order summary; the order rule message; the delivery address with the
 * "Manage addresses" and "Add address" dialogs (logged-in customers); Place Order and Clear Cart (which asks
 * first). On a phone the total and Place Order stay on screen (issue 13).
 */
import { useSelector } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import { sellingUnit } from '../../domain/cartLine.ts';
import { DELIVERY_FEE, MAX_LINE_QUANTITY } from '../../domain/constants.ts';
import { PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import { addressTexts as englishAddressTexts } from '../../domain/messages/addresses.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { orderTotal } from '../../domain/orderTotal.ts';
import { formatAmount, formatRupees } from '../../domain/money.ts';
import { nameIn } from '../../domain/products.ts';
import { shownSize } from '../../domain/sizes.ts';
import { addressesNotice, deliverableAddress, deliveryAddress, needsStreetAddress } from '../../machines/addresses.ts';
import { cartSummary } from '../../machines/cart.ts';
import { orderShortfallText, placeOrderButton } from '../../machines/checkout.ts';
import { isLoggedIn } from '../../machines/session.ts';
import { useActors, useCatalogueOpened } from '../app/ActorsContext.tsx';
import { useAddressActor } from '../app/addressActor.ts';
import { useCheckoutActor } from '../app/checkoutActor.ts';
import { AddAddressDialog, AddressDetails, ManageAddressesDialog, StreetAddressForm } from '../components/AddressDialogs.tsx';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DeliveryCheck } from '../components/DeliveryCheck.tsx';
import { PaymentChoice } from '../components/PaymentChoice.tsx';
import { visuallyHidden } from '../components/layout.css.ts';
import { Button, ButtonLink, PageHeading } from '../components/ui.tsx';
import { WholesaleHint } from '../components/WholesaleHint.tsx';
import * as css from './CartScreen.css.ts';
import { cartRows, checkoutUser, checkoutUserId, formatLitres, savingsNote, type CartRow } from './CartScreen.view.ts';
import { promiseForNow } from './deliveryPromise.view.ts';
import { useTexts, useLanguage, useWords } from '../app/texts.ts';

/** The order rule's message and what the order still needs, which describe a disabled Place Order. */
const ORDER_RULE_ID = 'cart-order-rule';

export default function CartScreen() {
  const cartTexts = useTexts(englishCartTexts);
  useCatalogueOpened();
  const { cart } = useActors();
  const empty = useSelector(cart, (snapshot) => snapshot.matches({ lines: 'empty' }));
  return (
    <>
      <PageHeading title={cartTexts.yourCart} />
      {empty ? <EmptyCart /> : <FilledCart />}
      <DeliveryCheck />
    </>
  );
}

function EmptyCart() {
  const cartTexts = useTexts(englishCartTexts);
  return (
    <section className={css.empty} aria-labelledby="empty-cart-title">
      <h2 id="empty-cart-title" className={css.sectionTitle}>
        {cartTexts.cartEmpty}
      </h2>
      <p>{cartTexts.emptyCartLead}</p>
      <ButtonLink href="/products">{cartTexts.browseProducts}</ButtonLink>
    </section>
  );
}

function FilledCart() {
  const cartTexts = useTexts(englishCartTexts);
  const { cart } = useActors();
  const context = useSelector(cart, (snapshot) => snapshot.context);
  const rows = useMemo(() => cartRows(context), [context]);
  return (
    <div className={css.layout}>
      <section aria-labelledby="cart-lines-title" className={css.linesSection}>
        <h2 id="cart-lines-title" className={css.sectionTitle}>
          {cartTexts.itemsInYourCart}
        </h2>
        <WholesaleHint className={css.hint} />
        <ul className={css.lines}>
          {rows.map((row) => (
            <CartLineItem key={row.key} row={row} />
          ))}
        </ul>
        <ClearCart />
      </section>
      <div className={css.side}>
        <OrderSummary />
        <DeliveryAddress />
        {/* Above the checkout bar, so that the bar a phone keeps on screen holds only the total and Place Order. */}
        <PaymentChoice />
      </div>
      <CheckoutBar />
    </div>
  );
}

/**
 * Issue 13, phone first: the total and Place Order stay at the bottom of a narrow screen while the
 * customer scrolls the cart (sticky), so Place Order is on the first screen; wide screens show them
 * under the summary.
 */
function CheckoutBar() {
  const language = useLanguage();
  const cartTexts = useTexts(englishCartTexts);
  const { cart } = useActors();
  const total = useSelector(cart, (snapshot) => orderTotal(cartSummary(snapshot.context).totalAmount));
  return (
    <section aria-label={cartTexts.checkout} className={css.checkoutBar}>
      <p className={css.barTotal}>
        <span>{cartTexts.summaryTotal}</span> <span>{formatAmount(language, total)}</span>
      </p>
      <CheckoutActions />
    </section>
  );
}

/** Clear Cart asks "Clear your cart?" first (issue 13); the button stays enabled while asking, so the focus returns to it. */
function ClearCart() {
  const cartTexts = useTexts(englishCartTexts);
  const { cart } = useActors();
  const offered = useSelector(cart, (snapshot) => snapshot.can({ type: 'CLEAR' }) || snapshot.can({ type: 'CONFIRM' }));
  const asking = useSelector(cart, (snapshot) => snapshot.matches({ lines: { filled: 'confirmingClear' } }));
  return (
    <div className={css.clearCart}>
      <Button variant="secondary" disabled={!offered} onClick={() => cart.send({ type: 'CLEAR' })}>
        {cartTexts.clearCart}
      </Button>
      <ConfirmDialog
        open={asking}
        question={cartTexts.clearCartQuestion}
        detail={cartTexts.clearCartDetail}
        confirm={cartTexts.clearCartConfirm}
        keep={cartTexts.keepCart}
        onConfirm={() => cart.send({ type: 'CONFIRM' })}
        onKeep={() => cart.send({ type: 'DISMISS' })}
      />
    </div>
  );
}

function CartLineItem({ row }: { row: CartRow }) {
  const language = useLanguage();
  const cartTexts = useTexts(englishCartTexts);
  const messages = useTexts(englishMessages);
  const { cart } = useActors();
  const { key, item, line, image } = row;
  const label = `${nameIn(item.product, language)} ${shownSize(language, item.size.size)}`;
  /** + stops at the largest quantity a line may carry. */
  const canIncrease = useSelector(cart, (snapshot) => snapshot.can({ type: 'INCREASE', key }));
  const canDecrease = useSelector(cart, (snapshot) => snapshot.can({ type: 'DECREASE', key }));
  const canRemove = useSelector(cart, (snapshot) => snapshot.can({ type: 'REMOVE', key }));
  return (
    <li className={css.line}>
      <img
        className={css.image}
        src={image}
        alt={label}
        width={96}
        height={96}
        loading="lazy"
        onError={(event) => {
          event.currentTarget.src = PLACEHOLDER_IMAGE;
        }}
      />
      <div className={css.lineBody}>
        <div className={css.lineHead}>
          <h3 className={css.lineName}>{nameIn(item.product, language)}</h3>
          <p className={css.amount}>
            <span className={visuallyHidden}>{cartTexts.amountLabel} </span>
            {formatAmount(language, line.amount)}
          </p>
        </div>
        <p className={css.lineMeta}>
          <span>{shownSize(language, item.size.size)}</span>
          <span>
            {cartTexts.unitPriceEach(formatAmount(language, line.unitPrice), sellingUnit(line))}
            {line.wholesalePrice ? <span className={css.wholesaleTag}> {cartTexts.wholesaleTag}</span> : null}
          </span>
        </p>
        <div className={css.lineControls}>
          <div className={css.stepper} role="group" aria-label={messages.quantityOf(label)}>
            <Button variant="secondary" className={css.stepButton} aria-label={messages.decreaseNamed(label)} disabled={!canDecrease} onClick={() => cart.send({ type: 'DECREASE', key })}>
              −
            </Button>
            <span className={css.quantity} aria-live="polite">
              {item.quantity}
            </span>
            <Button variant="secondary" className={css.stepButton} aria-label={messages.increaseNamed(label)} disabled={!canIncrease} onClick={() => cart.send({ type: 'INCREASE', key })}>
              +
            </Button>
          </div>
          <Button variant="ghost" className={css.remove} aria-label={cartTexts.removeNamed(label)} disabled={!canRemove} onClick={() => cart.send({ type: 'REMOVE', key })}>
            {cartTexts.remove}
          </Button>
        </div>
        {canIncrease ? null : <p className={css.lineMeta}>{cartTexts.lineLimit(MAX_LINE_QUANTITY)}</p>}
      </div>
    </li>
  );
}

function OrderSummary() {
  const wordsOf = useWords();
  const language = useLanguage();
  const cartTexts = useTexts(englishCartTexts);
  const { cart } = useActors();
  const context = useSelector(cart, (snapshot) => snapshot.context);
  const summary = useMemo(() => cartSummary(context), [context]);
  const savings = savingsNote(language, context);
  return (
    <section aria-labelledby="order-summary-title" className={css.panel}>
      <h2 id="order-summary-title" className={css.sectionTitle}>
        {cartTexts.orderSummary}
      </h2>
      <dl className={css.summary}>
        <div className={css.summaryRow}>
          <dt>{cartTexts.summaryItems}</dt>
          <dd>{summary.totalItems}</dd>
        </div>
        <div className={css.summaryRow}>
          <dt>{cartTexts.summaryLitres}</dt>
          <dd>{formatLitres(language, summary.totalVolume)}</dd>
        </div>
        <div className={css.summaryRow}>
          <dt>{cartTexts.summarySubtotal}</dt>
          <dd>{formatAmount(language, summary.totalAmount)}</dd>
        </div>
        <div className={css.summaryRow}>
          <dt>{cartTexts.summaryDelivery}</dt>
          <dd>{formatRupees(language, DELIVERY_FEE)}</dd>
        </div>
        <div className={`${css.summaryRow} ${css.totalRow}`}>
          <dt>{cartTexts.summaryTotal}</dt>
          <dd>{formatAmount(language, orderTotal(summary.totalAmount))}</dd>
        </div>
      </dl>
      {savings ? <p className={css.savings}>{savings}</p> : null}
      <p className={css.promise}>{promiseForNow(language)}</p>
      <div aria-live="polite" id={ORDER_RULE_ID}>
        {summary.orderValidationMessage ? <p className={css.rule}>{wordsOf(summary.orderValidationMessage)}</p> : null}
        {summary.orderShortfall ? <p className={css.rule}>{orderShortfallText(language, summary.orderShortfall)}</p> : null}
      </div>
    </section>
  );
}

type OpenDialog = 'none' | 'manage' | 'add';

function DeliveryAddress() {
  const language = useLanguage();
  const addressTexts = useTexts(englishAddressTexts);
  const cartTexts = useTexts(englishCartTexts);
  const messages = useTexts(englishMessages);
  const { session } = useActors();
  const addresses = useAddressActor();
  const loggedIn = useSelector(session, isLoggedIn);
  const address = useSelector(addresses, (snapshot) => deliveryAddress(snapshot.context));
  const placeholder = useSelector(addresses, (snapshot) => needsStreetAddress(snapshot.context));
  const notice = useSelector(addresses, (snapshot) => addressesNotice(language, snapshot));
  const loading = useSelector(addresses, (snapshot) => snapshot.hasTag('loadingList'));
  /** Try Again is offered exactly where the machine takes RETRY: the list failed to load. */
  const failed = useSelector(addresses, (snapshot) => snapshot.can({ type: 'RETRY' }));
  const [dialog, setDialog] = useState<OpenDialog>('none');
  /** The button that started the dialogs (Add address may be opened from Manage addresses). */
  const [opener, setOpener] = useState<OpenDialog>('none');
  const manageId = useId();
  const addId = useId();
  const openChange = (which: OpenDialog) => (open: boolean) => setDialog(open ? which : 'none');
  const start = (which: OpenDialog) => {
    setOpener(which);
    setDialog(which);
  };
  const returnFocusTo = opener === 'add' ? addId : manageId;
  return (
    <section aria-labelledby="delivery-title" className={css.panel}>
      <h2 id="delivery-title" className={css.sectionTitle}>
        {cartTexts.deliveryAddress}
      </h2>
      {loggedIn ? (
        <>
          <div aria-live="polite">
            {address ? (
              <p className={css.address}>
                <AddressDetails address={address} />
              </p>
            ) : loading ? (
              <p role="status" className={css.muted}>
                {addressTexts.loadingAddresses}
              </p>
            ) : notice ? (
              <p className={css.muted}>{notice}</p>
            ) : null}
          </div>
          {placeholder ? (
            <section aria-labelledby="street-title">
              <p id="street-title" className={css.rule}>
                {cartTexts.enterStreetForDelivery}
              </p>
              <StreetAddressForm key={placeholder.id} address={placeholder} />
            </section>
          ) : null}
          <div className={css.addressActions}>
            {failed ? (
              <Button variant="secondary" onClick={() => addresses.send({ type: 'RETRY' })}>
                {messages.screenTryAgain}
              </Button>
            ) : null}
            <Button id={manageId} variant="secondary" onClick={() => start('manage')}>
              {cartTexts.manageAddresses}
            </Button>
            <Button id={addId} variant="secondary" onClick={() => start('add')}>
              {addressTexts.addAddressAction}
            </Button>
          </div>
          <ManageAddressesDialog
            open={dialog === 'manage'}
            onOpenChange={openChange('manage')}
            returnFocusTo={returnFocusTo}
            onAddAddress={() => setDialog('add')}
          />
          <AddAddressDialog open={dialog === 'add'} onOpenChange={openChange('add')} returnFocusTo={returnFocusTo} />
        </>
      ) : (
        <p className={css.muted}>{cartTexts.loginToChooseAddress}</p>
      )}
    </section>
  );
}

function CheckoutActions() {
  const language = useLanguage();
  const cartTexts = useTexts(englishCartTexts);
  const { cart, session } = useActors();
  const addresses = useAddressActor();
  const checkout = useCheckoutActor();
  const items = useSelector(cart, (snapshot) => snapshot.context.items);
  /** No order goes to the placeholder address of a new customer: Place Order waits for its street. */
  const addressId = useSelector(addresses, (snapshot) => deliverableAddress(snapshot.context)?.id ?? null);
  const userId = useSelector(session, checkoutUserId);
  const checkoutSnapshot = useSelector(checkout, (snapshot) => snapshot);
  const user = useMemo(() => checkoutUser(userId), [userId]);
  const button = placeOrderButton(language, checkoutSnapshot, { items, addressId, user });
  return (
    <div className={css.checkout}>
      <Button
        className={css.placeOrder}
        disabled={button.disabled}
        aria-busy={button.busy}
        aria-describedby={ORDER_RULE_ID}
        onClick={() => checkout.send({ type: 'PLACE_ORDER', items, addressId, user })}
      >
        {button.text}
      </Button>
      <div aria-live="polite">{button.busy ? <p className={css.muted}>{cartTexts.placingOrder}</p> : null}</div>
    </div>
  );
}
