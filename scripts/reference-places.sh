# Sourced by run.sh and dev.sh (from the repository root): the files of US towns and ZIP codes the
# content service places searches and trips with. Values from .env win; an empty or unset one takes
# the shared data beside the repository (../shared/data) when it is there, and stays unset otherwise
# (searches then know the directory's own places only).
shared_places="$(cd .. && pwd)/shared/data"
if [ -z "${US_CITIES:-}" ] && [ -f "$shared_places/uscities.csv" ]; then
  export US_CITIES="$shared_places/uscities.csv"
fi
if [ -z "${ZIP_CENTROIDS:-}" ] && [ -f "$shared_places/uszips.csv" ]; then
  export ZIP_CENTROIDS="$shared_places/uszips.csv"
fi
echo "==> US towns: ${US_CITIES:-none (set US_CITIES)}; ZIP centroids: ${ZIP_CENTROIDS:-none (set ZIP_CENTROIDS)}"
unset shared_places
