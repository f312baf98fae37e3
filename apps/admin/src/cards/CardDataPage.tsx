import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { CARD_DATABASE } from '../decklists/decklist-operations';
import { GraphQLRequestError, errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { formatNumber } from '../i18n/locale-format';
import { type CardImportResult, type UploadStage, uploadCardData } from './upload-card-data';

function stageText(stage: UploadStage, t: TFunction): string {
  if (stage.stage === 'reading') return t('cardData.reading', { percent: Math.round(stage.fraction * 100) });
  if (stage.stage === 'uploading') return t('cardData.uploading', { percent: Math.round(stage.fraction * 100) });
  return t('cardData.importing');
}

/** Administrators: the card data in use, and the upload of a newer MTGJSON file that replaces it (and its legality) for every instance. */
export function CardDataPage() {
  const { t, i18n } = useTranslation();
  const database = useGraphQLQuery(CARD_DATABASE, {});
  const [file, setFile] = useState<File | null>(null);
  const [setList, setSetList] = useState<File | null>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [result, setResult] = useState<CardImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    setResult(null);
    setFailure(null);
    try {
      const imported = await uploadCardData(file, setList, setStage);
      setResult(imported);
      await database.refetch();
    } catch (error) {
      // The code stays in the message: it is what an administrator searches the docs and logs for.
      setFailure(
        error instanceof GraphQLRequestError ? t('cardData.failed', { code: error.code, message: errorMessage(error) }) : t('cardData.failedPlain', { message: errorMessage(error) }),
      );
    } finally {
      setStage(null);
    }
  };

  const info = database.data?.cardDatabase;
  const cards = (count: number) => formatNumber(count, i18n.language);
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title={t('cardData.title')} />
      <Stack spacing={2}>
        <Typography data-testid="card-data-current">
          {info ? t('cardData.inUse', { date: info.dataDate, cards: cards(info.cardCount) }) : database.error ? errorMessage(database.error) : t('common.loading')}
        </Typography>
        <Typography variant="body2">{t('cardData.explanation')}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {t('cardData.file')}
            <input hidden type="file" accept=".json,.gz,application/json,application/gzip" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="card-data-file" />
          </Button>
          <Typography variant="body2">{file ? t('cardData.fileSize', { name: file.name, size: formatNumber(file.size / 2 ** 20, i18n.language, 1) }) : t('cardData.noFile')}</Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {t('cardData.setList')}
            <input hidden type="file" accept=".json,.gz,application/json,application/gzip" onChange={(e) => setSetList(e.target.files?.[0] ?? null)} data-testid="card-data-set-list" />
          </Button>
          <Typography variant="body2">{setList ? setList.name : t('cardData.none')}</Typography>
        </Stack>
        <Box>
          <Button variant="contained" disabled={!file || stage !== null} onClick={() => void upload()} data-testid="card-data-upload">
            {t('cardData.upload')}
          </Button>
        </Box>
        {stage ? (
          <Box data-testid="card-data-progress">
            <Typography variant="body2">{stageText(stage, t)}</Typography>
            <LinearProgress variant={stage.stage === 'importing' ? 'indeterminate' : 'determinate'} value={stage.stage === 'importing' ? undefined : stage.fraction * 100} />
          </Box>
        ) : null}
        {result ? (
          <Alert severity="success" data-testid="card-data-result">
            {t(result.skipped ? 'cardData.importedSkipping' : 'cardData.imported', { file: result.fileName, cards: cards(result.cardCount), date: result.dataDate, skipped: result.skipped })}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" data-testid="card-data-error">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}
