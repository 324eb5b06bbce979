import type { HomeSection } from '@emporia/contracts/home-sections';
import type { PickerChoice, PickerQuery } from '@emporia/contracts/picker';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { adminHttp } from '../../../app/http';
import { ItemPicker } from '../../ui/ItemPicker';
import {
  CountField,
  errorAt,
  PictureField,
  type SectionFormProps,
  SelectField,
  TranslatedText,
} from './fields';

const choicesOf = (kind: 'products' | 'categories' | 'manufacturers') => async (query: PickerQuery) =>
  (
    await adminHttp.get<{ data: PickerChoice[] }>(`/api/v1/admin/appearance/section-choices/${kind}`, {
      params: query,
    })
  ).data.data;
const productChoices = choicesOf('products');
const categoryChoices = choicesOf('categories');
const brandChoices = choicesOf('manufacturers');

const headingHelp = 'Leave empty for the section’s usual heading.';

function Button_({ form }: { form: SectionFormProps }) {
  return (
    <>
      <TranslatedText form={form} field="button_label" label="Button label" />
      <TranslatedText
        form={form}
        field="button_link"
        label="Button link"
        help="A path of this shop such as /category/tents, or an https:// address."
        translated={false}
      />
    </>
  );
}

function IdsPicker({
  form,
  field,
  label,
  noun,
  choices,
  single = false,
}: {
  form: SectionFormProps;
  field: string;
  label: string;
  noun: string;
  choices: (query: PickerQuery) => Promise<PickerChoice[]>;
  single?: boolean;
}) {
  const name = `${form.path}.${field}`;
  const value = form.watch(name) as number[] | number | null;
  const ids = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <div className="mb-2">
      <ItemPicker
        label={label}
        noun={noun}
        cacheKey={`section-${noun}`}
        value={ids}
        onChange={(chosen) =>
          form.setValue(name, single ? (chosen.at(-1) ?? null) : chosen, {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
        choices={choices}
        error={errorAt(form.errors, name)}
      />
    </div>
  );
}

/** The settings of one section, by its type. */
export function SectionSettings({ section, form }: { section: HomeSection; form: SectionFormProps }) {
  const heading = <TranslatedText form={form} field="heading" label="Heading" help={headingHelp} />;
  switch (section.type) {
    case 'hero':
      return (
        <>
          <TranslatedText
            form={form}
            field="heading"
            label="Heading"
            help="Leave empty for the shop’s name."
          />
          <TranslatedText form={form} field="text" label="Text" multiline />
          <Button_ form={form} />
          <PictureField form={form} field="picture" label="Picture (optional)" />
          <Form.Group className="mb-2" controlId={`${form.idPrefix}-colour`}>
            <Form.Label className="mb-1">Background colour (without a picture)</Form.Label>
            <Form.Control
              placeholder="Empty: a tint of the primary colour"
              {...form.register(`${form.path}.colour`)}
            />
            <Form.Control.Feedback type="invalid">
              {errorAt(form.errors, `${form.path}.colour`)}
            </Form.Control.Feedback>
          </Form.Group>
        </>
      );
    case 'featured_products':
      return (
        <>
          {heading}
          <SelectField
            form={form}
            field="source"
            label="Products"
            options={[
              ['featured', 'Featured products'],
              ['arrivals', 'Newest products'],
              ['deals', 'Products on sale today'],
              ['category', 'From a category'],
              ['manufacturer', 'From a manufacturer'],
              ['products', 'Products I choose'],
            ]}
          />
          {section.source === 'category' && (
            <IdsPicker
              form={form}
              field="category_id"
              label="Category"
              noun="categories"
              choices={categoryChoices}
              single
            />
          )}
          {section.source === 'manufacturer' && (
            <IdsPicker
              form={form}
              field="manufacturer_id"
              label="Manufacturer"
              noun="manufacturers"
              choices={brandChoices}
              single
            />
          )}
          {section.source === 'products' && (
            <IdsPicker
              form={form}
              field="product_ids"
              label="Products"
              noun="products"
              choices={productChoices}
            />
          )}
          <CountField form={form} label="How many to show (1–24)" max={24} />
          <SelectField
            form={form}
            field="layout"
            label="Layout"
            options={[
              ['grid', 'Grid'],
              ['carousel', 'Row that scrolls sideways'],
            ]}
          />
        </>
      );
    case 'category_grid':
      return (
        <>
          {heading}
          <CountField form={form} label="How many categories (1–24)" max={24} />
        </>
      );
    case 'rich_text':
      return (
        <>
          {heading}
          <TranslatedText form={form} field="body" label="Text (HTML allowed, kept safe)" multiline />
        </>
      );
    case 'image_with_text':
      return (
        <>
          {heading}
          <TranslatedText form={form} field="text" label="Text" multiline />
          <Button_ form={form} />
          <PictureField form={form} field="picture" label="Picture" />
          <TranslatedText
            form={form}
            field="picture_alt"
            label="What the picture shows (for screen readers)"
          />
          <SelectField
            form={form}
            field="picture_side"
            label="Picture side"
            options={[
              ['start', 'Before the text'],
              ['end', 'After the text'],
            ]}
          />
        </>
      );
    case 'latest_articles':
      return (
        <>
          {heading}
          <CountField form={form} label="How many articles (1–8)" max={8} />
        </>
      );
    case 'testimonials':
      return <Testimonials section={section} form={form} heading={heading} />;
    case 'newsletter':
      return (
        <>
          {heading}
          <TranslatedText form={form} field="text" label="Text" multiline />
        </>
      );
    case 'logo_list':
      return <Logos section={section} form={form} heading={heading} />;
    case 'banners':
      return (
        <SelectField
          form={form}
          field="position"
          label="Which banners"
          options={[
            ['home_hero', 'Home page carousel'],
            ['home_middle', 'Home page, between sections'],
          ]}
        />
      );
  }
}

function Testimonials({
  section,
  form,
  heading,
}: {
  section: Extract<HomeSection, { type: 'testimonials' }>;
  form: SectionFormProps;
  heading: React.ReactNode;
}) {
  const quotes = section.quotes ?? [];
  return (
    <>
      {heading}
      <SelectField
        form={form}
        field="source"
        label="Quotes from"
        options={[
          ['reviews', 'The shop’s approved reviews'],
          ['quotes', 'Quotes I type'],
        ]}
      />
      <CountField form={form} label="How many (1–12)" max={12} />
      {section.source === 'quotes' && (
        <fieldset className="border rounded p-2 mb-2">
          <legend className="fs-6">Quotes</legend>
          {quotes.map((_, index) => {
            const quote = {
              ...form,
              path: `${form.path}.quotes.${index}`,
              idPrefix: `${form.idPrefix}-q${index}`,
            };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: quotes have no id; they are edited in place.
              <div key={index} className="border-bottom mb-2 pb-2">
                <TranslatedText form={quote} field="quote" label={`Quote ${index + 1}`} multiline />
                <TranslatedText form={quote} field="author" label="Who said it" translated={false} />
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger p-0"
                  onClick={() =>
                    form.setValue(
                      `${form.path}.quotes`,
                      quotes.filter((__, at) => at !== index),
                      { shouldDirty: true },
                    )
                  }
                >
                  Remove quote {index + 1}
                </Button>
              </div>
            );
          })}
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() =>
              form.setValue(
                `${form.path}.quotes`,
                [...quotes, { quote: '', quote_translations: {}, author: '' }],
                {
                  shouldDirty: true,
                },
              )
            }
          >
            Add a quote
          </Button>
        </fieldset>
      )}
    </>
  );
}

function Logos({
  section,
  form,
  heading,
}: {
  section: Extract<HomeSection, { type: 'logo_list' }>;
  form: SectionFormProps;
  heading: React.ReactNode;
}) {
  const logos = section.logos ?? [];
  return (
    <>
      {heading}
      <fieldset className="border rounded p-2 mb-2">
        <legend className="fs-6">Logos</legend>
        {logos.map((_, index) => {
          const logo = {
            ...form,
            path: `${form.path}.logos.${index}`,
            idPrefix: `${form.idPrefix}-l${index}`,
          };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: logos have no id; they are edited in place.
            <div key={index} className="border-bottom mb-2 pb-2">
              <PictureField form={logo} field="picture" label={`Logo ${index + 1}`} />
              <TranslatedText
                form={logo}
                field="name"
                label="Name (read out instead of the logo)"
                translated={false}
              />
              <TranslatedText form={logo} field="link" label="Link (optional)" translated={false} />
              <Button
                size="sm"
                variant="link"
                className="text-danger p-0"
                onClick={() =>
                  form.setValue(
                    `${form.path}.logos`,
                    logos.filter((__, at) => at !== index),
                    { shouldDirty: true },
                  )
                }
              >
                Remove logo {index + 1}
              </Button>
            </div>
          );
        })}
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() =>
            form.setValue(`${form.path}.logos`, [...logos, { picture: '', name: '', link: '' }], {
              shouldDirty: true,
            })
          }
        >
          Add a logo
        </Button>
      </fieldset>
    </>
  );
}
