import type { Car } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { langOf, OperatorText } from '@/components/operator-text';
import { PlateKeyboard } from '@/components/plate-keyboard';
import { useFormat } from '@/hooks/use-format';
import { toast } from '@/lib/toast';
import {
  type Checkout,
  type CheckoutItem,
  type CheckoutSource,
  checkoutProblem,
  checkoutTotal,
  commonStores,
  needsAppointment,
} from '../checkout';
import { CheckoutItems, rowsOf } from './checkout-items';
import choices from '@/components/accessible-choices.module.css';
import styles from './shop.module.css';

const OTHER_PLATE = 'other';

/**
 * /shop/pay/confirm: what is bought, the car it is for (one of my vehicles, or a plate typed on
 * the plate keyboard), the contact phone and the store that redeems it all; then pay, or first
 * choose an appointment when a product needs one. Nothing is sent while a field is missing.
 */
export function CheckoutForm({
  source,
  items,
  cars,
  defaultPhone,
  paying,
  onSubmit,
}: {
  source: CheckoutSource;
  items: CheckoutItem[];
  cars: readonly Car[];
  defaultPhone: string;
  paying: boolean;
  onSubmit: (checkout: Checkout) => void;
}) {
  const { t } = useTranslation(['shop', 'plate']);
  const format = useFormat();
  const stores = commonStores(items);
  const [plateChoice, setPlateChoice] = useState(cars[0]?.number ?? OTHER_PLATE);
  const [typedPlate, setTypedPlate] = useState('');
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const [phone, setPhone] = useState(defaultPhone);
  const [storeSerial, setStoreSerial] = useState(stores.length === 1 ? stores[0]!.serial : '');
  const plate = plateChoice === OTHER_PLATE ? typedPlate : plateChoice;
  const store = stores.find((each) => each.serial === storeSerial) ?? null;
  const appointment = needsAppointment(items);

  const submit = () => {
    const problem = checkoutProblem({ plate, phone: phone.trim(), store });
    if (problem || !store) return toast.fail(t(`shop:checkout.${problem ?? 'storeRequired'}`));
    onSubmit({ source, items, plate, phone: phone.trim(), store });
  };

  return (
    <>
      <CheckoutItems items={rowsOf(items)} />
      <section className={styles.block} aria-labelledby="shop-plate">
        <h2 id="shop-plate" className={styles.blockTitle}>
          {t('shop:checkout.plate')}
        </h2>
        <Radio.Group value={plateChoice} onChange={(value) => setPlateChoice(String(value))}>
          <div
            className={`${styles.choices} ${choices.choices}`}
            role="radiogroup"
            aria-labelledby="shop-plate"
          >
            {cars.map((car) => (
              <Radio key={car.serial} value={car.number}>
                {car.number} · {t(`plate:types.${car.type}`)}
              </Radio>
            ))}
            <Radio value={OTHER_PLATE}>{t('shop:checkout.otherPlate')}</Radio>
          </div>
        </Radio.Group>
        {plateChoice === OTHER_PLATE ? (
          <button
            type="button"
            className={styles.plateButton}
            onClick={() => setKeyboardOpen(true)}
          >
            {typedPlate || t('shop:checkout.typePlate')}
          </button>
        ) : null}
        <PlateKeyboard
          visible={keyboardOpen}
          initialValue={typedPlate}
          onConfirm={setTypedPlate}
          onClose={() => setKeyboardOpen(false)}
        />
      </section>
      <section className={styles.block}>
        <FormField id="shop-contact" label={t('shop:checkout.contact')}>
          <Input
            id="shop-contact"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            placeholder={t('shop:checkout.contactPlaceholder')}
            value={phone}
            onChange={setPhone}
          />
        </FormField>
      </section>
      <section className={styles.block} aria-labelledby="shop-store">
        <h2 id="shop-store" className={styles.blockTitle}>
          {t('shop:checkout.store')}
        </h2>
        <Radio.Group value={storeSerial} onChange={(value) => setStoreSerial(String(value))}>
          <div
            className={`${styles.storeChoices} ${choices.choices}`}
            role="radiogroup"
            aria-labelledby="shop-store"
          >
            {stores.map((each) => (
              <Radio key={each.serial} value={each.serial}>
                <OperatorText text={each.name} />
                <span className={styles.storeAddress} lang={langOf(each.address)}>
                  {each.address}
                </span>
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </section>
      <section className={styles.bar} aria-label={t('shop:checkout.total')}>
        <span className={styles.total}>
          {t('shop:checkout.total')}{' '}
          <strong className={styles.price}>{format.money(checkoutTotal(items))}</strong>
        </span>
        <Button color="primary" shape="rounded" loading={paying} onClick={submit}>
          {appointment ? t('shop:checkout.next') : t('shop:checkout.submit')}
        </Button>
      </section>
    </>
  );
}
