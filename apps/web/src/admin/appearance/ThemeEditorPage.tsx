import {
  coloursFromBrand,
  contrastProblems,
  fontIds,
  fontStacks,
  type ShopBranding,
  type Theme,
  type ThemeColourName,
  type ThemeSettings,
  type ThemeSettingsForm,
  themeColourNames,
  themeCss,
  themeSettingsSchema,
} from '@emporia/contracts/theme';
import { type RefObject, useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { type Control, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { themePreviewMessage, useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { WhenLoaded } from '../access/LoadState';
import { PictureUpload } from '../catalog/shared/PictureUpload';
import { HomeSectionsEditor } from './home-sections/HomeSectionsEditor';
import { previewedSections, useSectionsPreview } from './home-sections/preview-api';
import { useActivateTheme, useRemoveBranding, useSaveTheme, useTheme, useUploadBranding } from './theme-api';

const colourLabels: Record<ThemeColourName, { label: string; help: string }> = {
  primary: {
    label: 'Primary',
    help: 'Your brand colour: main buttons, active page numbers, ticked boxes, focus rings.',
  },
  secondary: { label: 'Secondary', help: 'Second buttons.' },
  background: { label: 'Background', help: 'The page behind everything.' },
  text: { label: 'Text', help: 'Body text and headings.' },
  link: { label: 'Links', help: 'Links in text and the footer.' },
};

/** The preview shows the storefront as a desktop sees it, scaled down to the space it has. */
const previewWidth = 1280;

function useFittedScale(box: RefObject<HTMLDivElement | null>): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => setScale(Math.min(1, element.clientWidth / previewWidth) || 1);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return scale;
}

/**
 * The storefront's home page in a frame, wearing the unsaved settings: every change is posted to
 * it (the storefront applies it, ADR 0054), and again whenever the frame says it is ready.
 */
function LivePreview({
  control,
  branding,
  theme,
}: {
  control: Control<ThemeSettingsForm>;
  branding: ShopBranding;
  theme: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const scale = useFittedScale(box);
  const values = useWatch({ control }) as ThemeSettings;
  const draft = (values.home_sections ?? []).filter(Boolean);
  // What the draft's sections show (products, reviews), asked of the server as the merchant types.
  const preview = useSectionsPreview(theme, draft);
  const latest = useRef<unknown>(null);
  latest.current = {
    type: themePreviewMessage,
    css: themeCss(values),
    theme: { logo: branding.logo, home_sections: previewedSections(draft, preview) },
    home: preview?.home,
  };
  const send = () => frame.current?.contentWindow?.postMessage(latest.current, window.location.origin);
  // After every render: each change of the settings is sent (posting is cheap).
  useEffect(() => send());
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        (event.data as { type?: string })?.type === `${themePreviewMessage}-ready`
      )
        send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });
  return (
    <Card className="theme-preview position-sticky" style={{ top: '1rem' }}>
      <Card.Header className="d-flex justify-content-between align-items-center">
        <span>Live preview</span>
        <small className="text-body-secondary">Not saved until you press Save</small>
      </Card.Header>
      <div ref={box} className="overflow-hidden" style={{ height: '75vh', minHeight: 480 }}>
        <iframe
          ref={frame}
          src="/"
          title="Storefront preview"
          className="border-0 d-block"
          style={{
            width: previewWidth,
            height: `${100 / scale}%`,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </div>
    </Card>
  );
}

function ColourField({
  name,
  control,
  register,
  setValue,
  errors,
}: {
  name: ThemeColourName;
  control: Control<ThemeSettingsForm>;
  register: ReturnType<typeof useForm<ThemeSettingsForm>>['register'];
  setValue: ReturnType<typeof useForm<ThemeSettingsForm>>['setValue'];
  errors: FieldErrors<ThemeSettingsForm>;
}) {
  const value = useWatch({ control, name: `colors.${name}` }) ?? '';
  const colours = useWatch({ control, name: 'colors' }) as ThemeSettings['colors'];
  const pickable = /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#000000';
  // A colour that fails contrast says so as it is picked, with the words Save would refuse it with.
  const unreadable = contrastProblems(colours).find((problem) => problem.field === name)?.message;
  const error = errors.colors?.[name]?.message ?? unreadable;
  const { label, help } = colourLabels[name];
  return (
    <Form.Group className="mb-3" controlId={`theme-colour-${name}`}>
      <Form.Label className="mb-1">{label} colour</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type="color"
          id={`theme-colour-${name}-picker`}
          value={pickable}
          aria-label={`Pick the ${label.toLowerCase()} colour`}
          className="form-control-color"
          style={{ flex: '0 0 3rem', width: '3rem' }}
          onChange={(event) =>
            setValue(`colors.${name}`, event.target.value, { shouldDirty: true, shouldValidate: true })
          }
        />
        <Form.Control
          spellCheck={false}
          isInvalid={!!error}
          aria-invalid={!!error}
          {...register(`colors.${name}`)}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
      <Form.Text>{help}</Form.Text>
    </Form.Group>
  );
}

/** One brand colour in, the other four out: the starter palette of ADR 0128, AA on white. */
function DeriveFromBrand({
  control,
  setValue,
}: {
  control: Control<ThemeSettingsForm>;
  setValue: ReturnType<typeof useForm<ThemeSettingsForm>>['setValue'];
}) {
  const brand = useWatch({ control, name: 'colors.primary' }) ?? '';
  const derived = coloursFromBrand(brand);
  return (
    <div className="mb-3">
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={!derived}
        onClick={() => {
          if (!derived) return;
          for (const name of themeColourNames)
            setValue(`colors.${name}`, derived[name], { shouldDirty: true, shouldValidate: true });
        }}
      >
        Derive the other colours from the primary colour
      </Button>
      <Form.Text className="d-block">
        A white page, near-black text and links and second buttons in shades of your brand colour, all
        readable.
      </Form.Text>
    </div>
  );
}

function BrandingCard({ branding }: { branding: ShopBranding }) {
  const uploadLogo = useUploadBranding('logo');
  const removeLogo = useRemoveBranding('logo');
  const uploadIcon = useUploadBranding('favicon');
  const removeIcon = useRemoveBranding('favicon');
  const { shopName } = useShopConfig();
  return (
    <Card body className="mb-3">
      <Card.Title as="h2" className="h5">
        Logo and icon
      </Card.Title>
      <p className="small text-body-secondary">
        Shared by every theme. JPEG, PNG, WebP, GIF or AVIF, at most 2 MB.
      </p>
      <ErrorAlert error={uploadLogo.error ?? removeLogo.error ?? uploadIcon.error ?? removeIcon.error} />
      <div className="d-flex align-items-center gap-3 mb-2">
        {branding.logo ? (
          <>
            <img
              src={branding.logo.src}
              width={branding.logo.width}
              height={branding.logo.height}
              alt={`${shopName} logo`}
              className="border rounded p-1 bg-white"
            />
            <Button
              size="sm"
              variant="link"
              className="text-danger"
              onClick={() => removeLogo.mutate(undefined)}
            >
              Remove logo
            </Button>
          </>
        ) : (
          <span className="small text-body-secondary">No logo: the header shows the shop’s name.</span>
        )}
      </div>
      <PictureUpload
        label="Upload a logo"
        fromFiles
        upload={(file, onProgress) => uploadLogo.mutateAsync({ file, onProgress })}
      />
      <div className="d-flex align-items-center gap-3 mb-2">
        {branding.favicon ? (
          <>
            <img
              src={branding.favicon}
              width={32}
              height={32}
              alt="The shop’s icon"
              className="border rounded"
            />
            <Button
              size="sm"
              variant="link"
              className="text-danger"
              onClick={() => removeIcon.mutate(undefined)}
            >
              Remove icon
            </Button>
          </>
        ) : (
          <span className="small text-body-secondary">No icon of its own: browsers show the platform’s.</span>
        )}
      </div>
      <PictureUpload
        label="Upload a favicon (a square picture)"
        upload={(file, onProgress) => uploadIcon.mutateAsync({ file, onProgress })}
      />
    </Card>
  );
}

function ThemeEditor({ theme, branding }: { theme: Theme; branding: ShopBranding }) {
  const save = useSaveTheme(theme.id);
  const activate = useActivateTheme();
  const { register, handleSubmit, control, setValue, reset, formState, setError, watch } =
    useForm<ThemeSettingsForm>({
      resolver: shopResolver(themeSettingsSchema),
      defaultValues: theme.settings,
    });
  useServerFieldErrors(save.error, setError);
  const live = theme.active || activate.isSuccess;
  const colourProps = { control, register, setValue, errors: formState.errors };
  return (
    <Row className="g-4">
      <Col lg={5} xl={4}>
        <Form
          noValidate
          onSubmit={handleSubmit((settings) =>
            save.mutate(settings, { onSuccess: (saved) => reset(saved.theme.settings) }),
          )}
        >
          <ErrorAlert error={save.error ?? activate.error} />
          <SuccessAlert show={save.isSuccess && !formState.isDirty}>
            {live
              ? 'Saved. Shoppers see the change on their next page.'
              : 'Saved. Use this theme to show it to shoppers.'}
          </SuccessAlert>
          <Card body className="mb-3">
            <Card.Title as="h2" className="h5">
              Colours
            </Card.Title>
            {themeColourNames.map((name) => (
              <ColourField key={name} name={name} {...colourProps} />
            ))}
            <DeriveFromBrand control={control} setValue={setValue} />
          </Card>
          <Card body className="mb-3">
            <Card.Title as="h2" className="h5">
              Fonts and buttons
            </Card.Title>
            {(['body', 'headings'] as const).map((part) => (
              <Form.Group key={part} className="mb-3" controlId={`theme-font-${part}`}>
                <Form.Label>{part === 'body' ? 'Body font' : 'Headings font'}</Form.Label>
                <Form.Select isInvalid={!!formState.errors.fonts?.[part]} {...register(`fonts.${part}`)}>
                  {fontIds.map((id) => (
                    <option key={id} value={id} style={{ fontFamily: fontStacks[id].stack }}>
                      {fontStacks[id].name}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">
                  {formState.errors.fonts?.[part]?.message}
                </Form.Control.Feedback>
              </Form.Group>
            ))}
            <Form.Group controlId="theme-button-radius">
              <Form.Label>Button corner radius (pixels)</Form.Label>
              <InputGroup hasValidation>
                <Form.Control
                  type="number"
                  min={0}
                  max={50}
                  step={1}
                  isInvalid={!!formState.errors.button_radius}
                  {...register('button_radius', { valueAsNumber: true })}
                />
                <InputGroup.Text>px</InputGroup.Text>
                <Form.Control.Feedback type="invalid">
                  {formState.errors.button_radius?.message}
                </Form.Control.Feedback>
              </InputGroup>
              <Form.Text>0 for square corners, 50 for pills.</Form.Text>
            </Form.Group>
          </Card>
          <Card body className="mb-3">
            <Card.Title as="h2" className="h5">
              Home page sections
            </Card.Title>
            <HomeSectionsEditor
              control={control}
              register={register}
              setValue={setValue}
              watch={watch}
              errors={formState.errors}
            />
            {(formState.errors.home_sections?.root?.message ?? formState.errors.home_sections?.message) ? (
              <div className="invalid-feedback d-block">
                {formState.errors.home_sections?.root?.message ?? formState.errors.home_sections?.message}
              </div>
            ) : null}
          </Card>
          <div className="d-flex flex-wrap gap-2 mb-3">
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
            <Button
              variant="outline-secondary"
              onClick={() => reset(theme.defaults, { keepDefaultValues: true })}
            >
              Restore the theme’s defaults
            </Button>
            {!live && (
              <Button
                variant="outline-primary"
                onClick={() => activate.mutate(theme.id)}
                disabled={activate.isPending}
              >
                Use this theme
              </Button>
            )}
          </div>
        </Form>
        <BrandingCard branding={branding} />
      </Col>
      <Col lg={7} xl={8}>
        <LivePreview control={control} branding={branding} theme={theme.id} />
      </Col>
    </Row>
  );
}

/** appearance/theme/edit/{theme}: one theme's colours, fonts, buttons and home sections, with a live preview. */
export default function ThemeEditorPage() {
  const { theme: id = '' } = useParams();
  const { adminPath } = useShopConfig();
  const theme = useTheme(id);
  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-2">
        <Link to={`${adminPath}/appearance/theme/index`} className="small">
          ← Themes
        </Link>
      </div>
      <PageHeading>
        Customise {theme.data?.theme.name ?? 'theme'}{' '}
        {theme.data?.theme.active && (
          <Badge bg="success" className="fs-6 align-middle">
            Live
          </Badge>
        )}
      </PageHeading>
      <WhenLoaded queries={[theme]} lines={10}>
        {() =>
          theme.data ? (
            <ThemeEditor key={theme.data.theme.id} theme={theme.data.theme} branding={theme.data.branding} />
          ) : null
        }
      </WhenLoaded>
    </>
  );
}
