import type { Address } from '@emporia/contracts/account';
import type { OrderAddress } from '@emporia/contracts/orders';

interface AddressText {
  firstname: string;
  lastname: string;
  company: string;
  address_1: string;
  address_2: string;
  country: string;
}

/** An address as it is written on a parcel: name, company, street, city line, country. */
function PostalLines({ address, cityLine }: { address: AddressText; cityLine: string }) {
  return (
    <address className="mb-0">
      {address.firstname} {address.lastname}
      <br />
      {address.company && (
        <>
          {address.company}
          <br />
        </>
      )}
      {address.address_1}
      {address.address_2 && `, ${address.address_2}`}
      <br />
      {cityLine}
      <br />
      {address.country}
    </address>
  );
}

/** An order's address (invoice, packing slip, success and tracking pages): "City, State Zip". */
export function OrderPostalAddress({ address }: { address: OrderAddress }) {
  const cityLine = `${address.city}${address.zone ? `, ${address.zone}` : ''} ${address.postcode}`;
  return <PostalLines address={address} cityLine={cityLine} />;
}

/** An address book entry: "City ST Zip". */
export function SavedPostalAddress({ address }: { address: Address }) {
  const cityLine = [address.city, address.zone?.code ?? '', address.postcode].filter(Boolean).join(' ');
  return <PostalLines address={{ ...address, country: address.country.name }} cityLine={cityLine} />;
}
