/**
 * /order-history: the customer's orders (spec sections 2, 4 Order status and freshness, 8 Orders, 9 Order
 * display). A visitor sees a login prompt that returns here after login. The orders machine decides what
 * is shown (orderHistoryView); the screen reports MOUNTED / UNMOUNTED and sends the user's actions. Each
 * order's Order again goes to the reorder machine (issue 13), which fills the cart and opens it.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { pinCodeLabel } from '../../domain/deliveryArea.ts';
import { PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import { orderHistoryTexts as englishOrderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { formatAmount, formatRupees } from '../../domain/money.ts';
import { statusBadge, type OrderView } from '../../domain/orders.ts';
import { shownSize } from '../../domain/sizes.ts';
import { orderHistoryView } from '../../machines/orders.ts';
import { reorderingId } from '../../machines/reorder.ts';
import { useActors } from '../app/ActorsContext.tsx';
import { useAddressActor } from '../app/addressActor.ts';
import { useOrderHistoryActors } from '../app/orderHistoryActors.ts';
import { pageTitle, visuallyHidden } from '../components/layout.css.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { OrderPaymentDetails, OrderPaymentMethod } from '../components/OrderPayment.tsx';
import { Button, ButtonLink } from '../components/ui.tsx';
import * as css from './OrderHistoryScreen.css.ts';
import { orderDateText, orderDateTime, orderItemName, orderStatusLabel, orderThumbnails, pendingOrderPromise, reorderEvent } from './OrderHistoryScreen.view.ts';
import { pageDeliverySchedule } from '../app/deliverySchedule.ts';
import { useTexts, useLanguage } from '../app/texts.ts';

const LOGIN_FROM_HISTORY = '/login?returnTo=/order-history';

function showPlaceholder(event: React.SyntheticEvent<HTMLImageElement>) {
  if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
}

/** "360005 Kalawad Road": the pin code an order goes to, with its locality where the shop names it. */
function PinCodeWithLocality({ pinCode }: { pinCode: string }) {
  return useSelector(useAddressActor(), (snapshot) => pinCodeLabel(pinCode, snapshot.context.areas));
}

/** Order again: the order's lines still in stock go into the cart (machines/reorder.ts). */
function OrderAgainButton({ order, describedBy }: { order: OrderView; describedBy: string }) {
  const orderHistoryTexts = useTexts(englishOrderHistoryTexts);
  const { reorder } = useOrderHistoryActors();
  const event = reorderEvent(order);
  const canReorder = useSelector(reorder, (snapshot) => snapshot.can(event));
  const busy = useSelector(reorder, (snapshot) => reorderingId(snapshot) === order.id);
  return (
    <Button variant="secondary" disabled={!canReorder} aria-describedby={describedBy} aria-busy={busy || undefined} onClick={() => reorder.send(event)}>
      {busy ? orderHistoryTexts.orderingAgain : orderHistoryTexts.orderAgain}
    </Button>
  );
}

function OrderCard({ order, expanded, cancelling }: { order: OrderView; expanded: boolean; cancelling: boolean }) {
  const language = useLanguage();
  const orderHistoryTexts = useTexts(englishOrderHistoryTexts);
  const { orders } = useOrderHistoryActors();
  const products = useSelector(useActors().catalogue, (snapshot) => snapshot.context.products);
  const { tone } = statusBadge(order.status);
  const { shown, more } = orderThumbnails(order);
  const arrives = pendingOrderPromise(language, order, new Date(), pageDeliverySchedule());
  const headingId = `order-${order.id}`;
  const detailsId = `order-${order.id}-details`;
  return (
    <li className={css.order}>
      <div className={css.orderTop}>
        <h2 id={headingId} className={css.orderId}>
          {order.id}
        </h2>
        <p className={css.total}>{formatAmount(language, order.total)}</p>
      </div>
      <p className={css.meta}>
        <time dateTime={orderDateTime(order.date)}>{orderDateText(language, order.date)}</time>
        <span className={css.badge[tone]}>{orderStatusLabel(language, order.status)}</span>
      </p>
      {arrives ? <p className={css.meta}>{arrives}</p> : null}
      <OrderPaymentMethod order={order} />
      {order.cancelReason ? <p className={css.meta}>{orderHistoryTexts.orderCancelReason(order.cancelReason)}</p> : null}
      <ul className={css.thumbs} aria-label={orderHistoryTexts.itemsInOrder(order.id)}>
        {shown.map((item) => (
          <li key={item.id}>
            <img className={css.thumb} src={item.image} alt={`${orderItemName(language, item, products)}, ${shownSize(language, item.size)}`} width={56} height={56} loading="lazy" onError={showPlaceholder} />
          </li>
        ))}
        {more > 0 ? (
          <li className={css.more}>
            <span aria-hidden="true">+{more}</span>
            <span className={visuallyHidden}>{orderHistoryTexts.andMore(more)}</span>
          </li>
        ) : null}
      </ul>
      <div className={css.actions}>
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => orders.send(expanded ? { type: 'COLLAPSE' } : { type: 'EXPAND', orderId: order.id })}
        >
          {expanded ? orderHistoryTexts.hideDetails : orderHistoryTexts.viewDetails}
        </Button>
        <OrderAgainButton order={order} describedBy={headingId} />
      </div>
      <div id={detailsId} className={css.details} hidden={!expanded}>
        {expanded ? (
          <>
            <h3 className={css.detailsHeading}>{orderHistoryTexts.orderItemsHeading}</h3>
            <ul className={css.items}>
              {order.items.map((item) => (
                <li key={item.id} className={css.item}>
                  <span>
                    <span className={css.itemName}>{orderItemName(language, item, products)}</span>
                    <span className={css.itemMeta}>
                      {orderHistoryTexts.orderItemSizeQuantity(shownSize(language, item.size), item.quantity)}
                    </span>
                  </span>
                  <span>{formatAmount(language, item.price)}</span>
                </li>
              ))}
            </ul>
            <h3 className={css.detailsHeading}>{orderHistoryTexts.orderDeliveryHeading}</h3>
            <dl className={css.facts}>
              <dt className={css.factName}>{orderHistoryTexts.orderAddress}</dt>
              <dd className={css.factValue}>{order.address || '—'}</dd>
              <dt className={css.factName}>{orderHistoryTexts.orderPinCode}</dt>
              <dd className={css.factValue}>{order.pinCode ? <PinCodeWithLocality pinCode={order.pinCode} /> : '—'}</dd>
              <dt className={css.factName}>{orderHistoryTexts.orderPhone}</dt>
              <dd className={css.factValue}>{order.phone || '—'}</dd>
            </dl>
            <dl className={css.sums}>
              <dt>{orderHistoryTexts.orderSubtotal}</dt>
              <dd className={css.sumValue}>{formatAmount(language, order.subtotal)}</dd>
              <dt>{orderHistoryTexts.orderDeliveryFee}</dt>
              <dd className={css.sumValue}>{formatRupees(language, order.deliveryFee)}</dd>
              <dt className={css.grandTotal}>{orderHistoryTexts.orderTotal}</dt>
              <dd className={`${css.sumValue} ${css.grandTotal}`}>{formatAmount(language, order.total)}</dd>
            </dl>
            <OrderPaymentDetails order={order} />
            {order.canCancel ? (
              <div className={css.actions}>
                <Button variant="danger" disabled={cancelling} aria-busy={cancelling || undefined} onClick={() => orders.send({ type: 'CANCEL', orderId: order.id })}>
                  {cancelling ? orderHistoryTexts.cancelling : orderHistoryTexts.cancelOrder}
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Cancel Order asks "Cancel order ORD…?" first (issue 13). */
function CancelQuestion({ orderId }: { orderId: string | null }) {
  const orderHistoryTexts = useTexts(englishOrderHistoryTexts);
  const { orders } = useOrderHistoryActors();
  return (
    <ConfirmDialog
      open={orderId !== null}
      question={orderHistoryTexts.cancelOrderQuestion(orderId ?? '')}
      detail={orderHistoryTexts.cancelOrderDetail}
      confirm={orderHistoryTexts.cancelOrderConfirm}
      keep={orderHistoryTexts.keepOrder}
      onConfirm={() => orders.send({ type: 'CONFIRM' })}
      onKeep={() => orders.send({ type: 'DISMISS' })}
    />
  );
}

export default function OrderHistoryScreen() {
  const language = useLanguage();
  const messages = useTexts(englishMessages);
  const orderHistoryTexts = useTexts(englishOrderHistoryTexts);
  const { orders } = useOrderHistoryActors();
  const view = useSelector(orders, (snapshot) => orderHistoryView(language, snapshot));

  useEffect(() => {
    orders.send({ type: 'MOUNTED' });
    return () => orders.send({ type: 'UNMOUNTED' });
  }, [orders]);

  const refreshing = view.kind === 'empty' || view.kind === 'orders' ? view.refreshing : false;
  const canRefresh = view.kind === 'empty' || view.kind === 'orders';

  return (
    <>
      <div className={css.toolbar}>
        <h1 className={pageTitle}>{orderHistoryTexts.orderHistoryTitle}</h1>
        {canRefresh ? (
          <Button variant="secondary" disabled={refreshing} aria-busy={refreshing || undefined} onClick={() => orders.send({ type: 'REFRESH' })}>
            {refreshing ? orderHistoryTexts.refreshing : orderHistoryTexts.refresh}
          </Button>
        ) : null}
      </div>

      {view.kind === 'loginPrompt' ? (
        <div className={css.notice}>
          <p className={css.noticeText}>{orderHistoryTexts.loginToViewOrders}</p>
          <ButtonLink href={LOGIN_FROM_HISTORY}>{orderHistoryTexts.login}</ButtonLink>
        </div>
      ) : null}

      {view.kind === 'loading' ? (
        <p role="status" className={css.noticeText}>
          {orderHistoryTexts.loadingOrders}
        </p>
      ) : null}

      {view.kind === 'error' ? (
        <div className={css.notice} role="alert">
          <p className={css.noticeText}>{view.message}</p>
          <Button onClick={() => orders.send({ type: 'TRY_AGAIN' })}>{view.action}</Button>
        </div>
      ) : null}

      {view.kind === 'empty' ? (
        <div className={css.notice}>
          <p className={css.noticeText}>{view.message}</p>
          <ButtonLink href="/products">{messages.browseFlavors}</ButtonLink>
        </div>
      ) : null}

      {view.kind === 'orders' ? (
        <ul className={css.list} aria-busy={view.refreshing || undefined}>
          {view.orders.map((order) => (
            <OrderCard key={order.id} order={order} expanded={view.expandedId === order.id} cancelling={view.cancellingId === order.id} />
          ))}
        </ul>
      ) : null}
      <CancelQuestion orderId={view.kind === 'orders' ? view.confirmingCancelId : null} />
    </>
  );
}
