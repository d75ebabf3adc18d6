import type { Car, MembershipCard, UnitInfo, Vehicle } from '@dehong/api-spec';
import type { PurchaseMode } from '@dehong/api-spec/domain';
import { lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import chosenMark from '@/components/chosen-mark.module.css';
import { FormField } from '@/components/form-field';
import { LoadedWhenOpened } from '@/components/loaded-when-opened';
import { OperatorText, useOperatorWord } from '@/components/operator-text';
import { PlainDialog } from '@/components/plain-dialog';
import { TabStrip, tabIdOf } from '@/components/tab-strip';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { toast } from '@/lib/toast';
import {
  type CardPurchase as Purchase,
  amountOf,
  cardCouponOf,
  cardPayOrder,
  platesOf,
  plateValidities,
  purchaseCheck,
} from '../card-order';
import { PlateValidityLines } from './plate-validity';
import { UnitPlates } from './unit-plates';
import buttons from '@/components/plain-button.module.css';
import choice from '@/components/plain-choice.module.css';
import inputs from '@/components/plain-input.module.css';
import styles from './cards.module.css';

// The summary of a reserve card (antd-mobile's Popup and date picker) loads when first opened: a
// renewal message opens this screen cold, and its choices show without waiting for antd-mobile.
const PurchaseSummary = lazy(() =>
  import('./purchase-summary').then((module) => ({ default: module.PurchaseSummary })),
);

export interface CardPayRequest {
  draft: ReturnType<typeof cardPayOrder>;
  staffNumber: string;
}

/**
 * The card purchase (spec sections 2, 4 and 5): the card types, the staff number, personal (one of
 * the member's cars) or unit purchase (company, contact, tel, up to 5 plates), the tips, and the
 * bottom bar whose total follows every change. Reserve cards confirm in the summary popup, where
 * the activation date is picked; the others pay at once, from the card's first activation date
 * (its `minday` from the server). Each car shows its running card, and each chosen plate the
 * validity the server will record (after a running card: from the day after it ends).
 */
export function CardPurchase({
  cards,
  cars,
  vehicles,
  initialCard,
  initialPlate,
  hotline,
  paying,
  onPay,
}: {
  cards: readonly MembershipCard[];
  cars: readonly Car[];
  vehicles: readonly Vehicle[];
  initialCard: MembershipCard;
  initialPlate: string | null;
  hotline: string | undefined;
  paying: boolean;
  onPay: (request: CardPayRequest) => void;
}) {
  const { t } = useTranslation(['cards', 'plate', 'orders', 'coupons']);
  const format = useFormat();
  const word = useOperatorWord();
  const navigate = useNavigate();
  const staffId = useId();

  const [cardSerial, setCardSerial] = useState(initialCard.serial);
  const [mode, setMode] = useState<PurchaseMode>('personal');
  const [carSerial, setCarSerial] = useState<string | null>(
    () => cars.find((car) => car.number === initialPlate)?.serial ?? null,
  );
  const [unit, setUnit] = useState<UnitInfo>({ company: '', contact: '', tel: '' });
  const [unitPlates, setUnitPlates] = useState<string[]>(['']);
  const [staffNumber, setStaffNumber] = useState('');
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [appointment, setAppointment] = useState(initialCard.minday);
  const [noVehicleDismissed, setNoVehicleDismissed] = useState(false);
  // The spec's 10% card coupon (sections 4, 9) is offered; the owner ticks it to take it.
  const [cardCoupon, setCardCoupon] = useState(false);

  const card = cards.find((candidate) => candidate.serial === cardSerial) ?? initialCard;
  const purchase: Purchase = {
    card,
    mode,
    personalPlate: cars.find((car) => car.serial === carSerial)?.number ?? null,
    unit,
    unitPlates,
  };
  const amount = amountOf(purchase);
  const discount = cardCouponOf(purchase, cardCoupon);
  const reserve = card.reserve === 1;
  const firstDate = card.minday;
  const activation = reserve && appointment >= firstDate ? appointment : firstDate;
  const validities = plateValidities(purchase, activation, vehicles);
  const runningOf = (number: string) => vehicles.find((v) => v.number === number && v.isvalid);

  const pay = (activation: string) =>
    onPay({ draft: cardPayOrder(purchase, activation, cardCoupon), staffNumber });

  const payNow = () => {
    const check = purchaseCheck(purchase);
    if (typeof check === 'object') return toast.fail(t(`cards:unit.missing.${check.missing}`));
    if (check === 'noPlate') return toast.fail(t('cards:choosePlate'));
    if (!reserve) return pay(firstDate);
    setAppointment(firstDate);
    setSummaryOpen(true);
  };

  const unitField = (key: keyof UnitInfo, inputMode?: 'tel') => (
    <FormField id={`${staffId}-${key}`} label={t(`cards:unit.${key}`)}>
      <input
        id={`${staffId}-${key}`}
        className={inputs.input}
        type={inputMode ?? 'text'}
        placeholder={t(`cards:unit.${key}Placeholder`)}
        maxLength={key === 'tel' ? 20 : key === 'contact' ? 32 : 100}
        value={unit[key]}
        onChange={(event) => setUnit({ ...unit, [key]: event.target.value })}
      />
    </FormField>
  );

  return (
    <>
      <section aria-labelledby="card-types-title" className={styles.section}>
        <h2 id="card-types-title" className={styles.sectionTitle}>
          {t('cards:types')}
        </h2>
        <div className={styles.types} role="radiogroup" aria-labelledby="card-types-title">
          {cards.map((option) => (
            <button
              key={option.serial}
              type="button"
              role="radio"
              aria-checked={option.serial === card.serial}
              className={
                option.serial === card.serial ? `${styles.type} ${chosenMark.mark}` : styles.type
              }
              onClick={() => setCardSerial(option.serial)}
            >
              <span className={styles.typeName}>
                <OperatorText text={option.name} />
              </span>
              <strong>{format.money(option.price)}</strong>
              <del>{format.money(option.originalPrice)}</del>
            </button>
          ))}
        </div>
      </section>

      <FormField id={staffId} label={t('orders:payment.staff.label')}>
        <input
          id={staffId}
          className={inputs.input}
          maxLength={16}
          placeholder={t('orders:payment.staff.placeholder')}
          value={staffNumber}
          onChange={(event) => setStaffNumber(event.target.value)}
        />
      </FormField>

      <div className={styles.tabs}>
        <TabStrip
          id={`${staffId}-mode`}
          panel={`${staffId}-mode-panel`}
          items={[
            { key: 'personal', title: t('cards:personal.tab') },
            { key: 'unit', title: t('cards:unit.tab') },
          ]}
          activeKey={mode}
          onChange={(key) => setMode(key === 'unit' ? 'unit' : 'personal')}
        />
        <div
          id={`${staffId}-mode-panel`}
          role="tabpanel"
          aria-labelledby={tabIdOf(`${staffId}-mode`, mode)}
          className={styles.tabPanel}
        >
          {mode === 'unit' ? (
            <>
              {unitField('company')}
              {unitField('contact')}
              {unitField('tel', 'tel')}
              <UnitPlates plates={unitPlates} onChange={setUnitPlates} />
            </>
          ) : cars.length > 0 ? (
            <div className={styles.cars} role="radiogroup" aria-label={t('cards:personal.cars')}>
              {cars.map((car) => {
                const running = runningOf(car.number);
                return (
                  <div key={car.serial}>
                    <label className={`${choice.choice} ${styles.car}`}>
                      <input
                        type="radio"
                        name={`${staffId}-car`}
                        value={car.serial}
                        checked={car.serial === carSerial}
                        onChange={() => setCarSerial(car.serial)}
                      />
                      <span className={choice.content}>
                        {car.number} · {t(`plate:types.${car.type}`)}
                      </span>
                    </label>
                    <span className={styles.current}>
                      {running?.expiry
                        ? t('cards:current.card', {
                            service: word(running.service),
                            expiry: running.expiry,
                          })
                        : t('cards:current.none')}
                    </span>
                  </div>
                );
              })}
            </div>
          ) : (
            <p className={styles.weak}>{t('cards:noVehicle.title')}</p>
          )}
        </div>
      </div>

      <section className={styles.tips} aria-label={t('cards:tips.title')}>
        <p>{t('cards:tips.unbind')}</p>
        <p>
          {t('cards:tips.enterprise')} {hotline ? <a href={`tel:${hotline}`}>{hotline}</a> : null}
        </p>
        {validities.length > 0 ? (
          <PlateValidityLines validities={validities} />
        ) : (
          <p>{t('cards:tips.effective', { date: activation })}</p>
        )}
      </section>

      <label className={`${choice.choice} ${styles.cardCoupon}`}>
        <input
          type="checkbox"
          checked={cardCoupon}
          onChange={(event) => setCardCoupon(event.target.checked)}
        />
        <span className={choice.content}>
          {t('coupons:card.label')}{' '}
          <small>
            {t('coupons:card.saving', { amount: format.money(cardCouponOf(purchase, true)) })}
          </small>
        </span>
      </label>

      <section className={styles.payBar} aria-label={t('cards:total')}>
        <span>
          {t('cards:total')} <strong>{format.money(amount - discount)}</strong>
          {discount > 0 ? (
            <>
              {' '}
              <s className={styles.beforeCoupon}>{format.money(amount)}</s>
            </>
          ) : null}
        </span>
        {/* Tappable while paying: a second tap gets the duplicate-submit message (usePayFlow). */}
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary} ${buttons.rounded}`}
          onClick={payNow}
        >
          {paying ? t('cards:paying') : reserve ? t('cards:confirm') : t('cards:payNow')}
        </button>
      </section>

      <LoadedWhenOpened open={summaryOpen}>
        <PurchaseSummary
          open={summaryOpen}
          card={card}
          plates={platesOf(purchase)}
          amount={amount - discount}
          firstDate={firstDate}
          appointment={activation}
          validities={validities}
          paying={paying}
          onAppointment={setAppointment}
          onPay={() => pay(activation)}
          onClose={() => setSummaryOpen(false)}
        />
      </LoadedWhenOpened>

      <PlainDialog
        open={cars.length === 0 && !noVehicleDismissed}
        title={t('cards:noVehicle.title')}
        onClose={() => setNoVehicleDismissed(true)}
        actions={[
          {
            key: 'add',
            text: t('cards:noVehicle.add'),
            bold: true,
            onClick: () => void navigate(paths.vehicles.href()),
          },
          {
            key: 'later',
            text: t('cards:noVehicle.later'),
            onClick: () => setNoVehicleDismissed(true),
          },
        ]}
      >
        {t('cards:noVehicle.body')}
      </PlainDialog>
    </>
  );
}
