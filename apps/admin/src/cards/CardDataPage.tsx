import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { CARD_DATABASE } from '../decklists/decklist-operations';
import { GraphQLRequestError, errorMessage } from '../graphql/graphql-error';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { type CardImportResult, type UploadStage, uploadCardData } from './upload-card-data';

function stageText(stage: UploadStage): string {
  if (stage.stage === 'reading') return `Reading the file… ${Math.round(stage.fraction * 100)}%`;
  if (stage.stage === 'uploading') return `Uploading… ${Math.round(stage.fraction * 100)}%`;
  return 'Importing on the server (a large AllPrintings takes a few seconds)…';
}

/** Administrators: the card data in use, and the upload of a newer MTGJSON file that replaces it (and its legality) for every instance. */
export function CardDataPage() {
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
      setFailure(error instanceof GraphQLRequestError ? `${error.code}: ${error.message}` : errorMessage(error));
    } finally {
      setStage(null);
    }
  };

  const info = database.data?.cardDatabase;
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Title title="Card data" />
      <Stack spacing={2}>
        <Typography data-testid="card-data-current">
          {info ? `In use: card data of ${info.dataDate}, ${info.cardCount.toLocaleString()} cards. Legality everywhere is as of that day.` : database.error ? database.error.message : 'Loading…'}
        </Typography>
        <Typography variant="body2">
          Upload a newer MTGJSON 5 file — AtomicCards.json or AllPrintings.json (plain or .gz), or one set&apos;s file to lay over the current data — with SetList.json for set
          release dates (needed for Extended). Only administrators may do this; every API instance switches within seconds.
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Button variant="outlined" component="label">
            MTGJSON file
            <input hidden type="file" accept=".json,.gz,application/json,application/gzip" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="card-data-file" />
          </Button>
          <Typography variant="body2">{file ? `${file.name} (${(file.size / 2 ** 20).toFixed(1)} MB)` : 'no file chosen'}</Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Button variant="outlined" component="label">
            SetList.json (optional)
            <input hidden type="file" accept=".json,.gz,application/json,application/gzip" onChange={(e) => setSetList(e.target.files?.[0] ?? null)} data-testid="card-data-set-list" />
          </Button>
          <Typography variant="body2">{setList ? setList.name : 'none'}</Typography>
        </Stack>
        <Box>
          <Button variant="contained" disabled={!file || stage !== null} onClick={() => void upload()} data-testid="card-data-upload">
            Import and replace the card data
          </Button>
        </Box>
        {stage ? (
          <Box data-testid="card-data-progress">
            <Typography variant="body2">{stageText(stage)}</Typography>
            <LinearProgress variant={stage.stage === 'importing' ? 'indeterminate' : 'determinate'} value={stage.stage === 'importing' ? undefined : stage.fraction * 100} />
          </Box>
        ) : null}
        {result ? (
          <Alert severity="success" data-testid="card-data-result">
            Imported {result.fileName}: {result.cardCount.toLocaleString()} cards, data of {result.dataDate}
            {result.skipped ? ` (${result.skipped} entries without a name left out)` : ''}.
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" data-testid="card-data-error">
            Nothing changed. {failure}
          </Alert>
        ) : null}
      </Stack>
    </Box>
  );
}
