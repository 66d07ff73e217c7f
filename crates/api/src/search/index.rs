//! The full-text index of the stores' words (tantivy, memory-mapped from a temporary directory),
//! built with the snapshot and changed with it.
//!
//! Each store is one document keyed by its id with four text fields, each analysed the same way
//! (split on anything but letters and digits, lower-cased, accents folded, English stems), so
//! `Mid-Century` meets `mid century` and `quilts` meets `quilt`. Positions are not kept: queries are
//! words, not phrases. The index holds no stored text; what a result shows comes from the snapshot.

use std::io::Write;
use std::path::Path;
use std::sync::{Arc, Mutex};

use antiques_model::Store;
use tantivy::collector::{Collector, SegmentCollector};
use tantivy::columnar::Column;
use tantivy::directory::error::{
    DeleteError, LockError, OpenDirectoryError, OpenReadError, OpenWriteError,
};
use tantivy::directory::{
    AntiCallToken, Directory, DirectoryLock, FileHandle, Lock, MmapDirectory, TerminatingWrite,
    WatchCallback, WatchHandle, WritePtr,
};
use tantivy::query::Query;
use tantivy::schema::{
    FAST, Field, INDEXED, IndexRecordOption, Schema, TextFieldIndexing, TextOptions,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, LowerCaser, RemoveLongFilter, SimpleTokenizer, TextAnalyzer,
};
use tantivy::{DocId, Index, IndexReader, IndexWriter, ReloadPolicy, Score, Searcher, Term};

/// Name of the analyser every text field uses.
const ANALYZER: &str = "store_words";

/// Memory the writer may buffer before it writes a segment (tantivy's minimum is 15 MB per thread).
const WRITER_MEMORY: usize = 40_000_000;

/// The searchable parts of a store, and how much a match in each counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextField {
    /// The store's name.
    Name,
    /// What it sells: its categories and the specialties of its analysis.
    Sells,
    /// Its format (`Antique mall`, `Consignment`, ...).
    Format,
    /// Its descriptions.
    About,
}

impl TextField {
    pub const ALL: [TextField; 4] = [
        TextField::Name,
        TextField::Sells,
        TextField::Format,
        TextField::About,
    ];

    fn name(self) -> &'static str {
        match self {
            TextField::Name => "name",
            TextField::Sells => "sells",
            TextField::Format => "format",
            TextField::About => "about",
        }
    }

    /// How much a match in this field weighs against one in the description: saying what a store
    /// sells is the strongest evidence, its name next, its format next.
    pub fn weight(self) -> Score {
        match self {
            TextField::Name => 2.0,
            TextField::Sells => 3.0,
            TextField::Format => 1.5,
            TextField::About => 1.0,
        }
    }
}

/// The analyser of store words and of query words (one, so both meet on the same stems).
pub fn analyzer() -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(40))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .filter(super::stemmer::RememberingStemmer)
        .build()
}

thread_local! {
    /// Each thread's analyser: making one boxes its filters, and stemming runs for every result
    /// a search shows.
    static THREAD_ANALYZER: std::cell::RefCell<TextAnalyzer> = std::cell::RefCell::new(analyzer());
}

/// Calls `each` with every stem of a text, in order, and the byte range of the word it came from.
pub fn for_each_stem(text: &str, mut each: impl FnMut(&str, std::ops::Range<usize>)) {
    let mut run = |analyzer: &mut TextAnalyzer| {
        let mut stream = analyzer.token_stream(text);
        while stream.advance() {
            let t = stream.token();
            each(&t.text, t.offset_from..t.offset_to);
        }
    };
    THREAD_ANALYZER.with(|kept| match kept.try_borrow_mut() {
        Ok(mut analyzer) => run(&mut analyzer),
        // Asked again from within `each`: a fresh one.
        Err(_) => run(&mut analyzer()),
    });
}

/// The stems of a text, in order.
pub fn stems(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for_each_stem(text, |stem, _| out.push(stem.to_string()));
    out
}

/// The texts of a store, field by field.
pub fn texts_of(store: &Store) -> [(TextField, String); 4] {
    let analysis = store.store_analysis.as_ref();
    let mut sells: Vec<&str> = store.categories.iter().map(|c| c.name.as_str()).collect();
    if let Some(a) = analysis {
        sells.extend(a.specialties.iter().map(String::as_str));
    }
    let about = [
        store.description.as_deref(),
        store.enhanced_description.as_deref(),
        analysis.map(|a| a.description.as_str()),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join("\n");
    [
        (TextField::Name, store.name.clone()),
        (TextField::Sells, sells.join("\n")),
        (
            TextField::Format,
            analysis.map(|a| a.store_format.clone()).unwrap_or_default(),
        ),
        (TextField::About, about),
    ]
}

#[derive(Debug, Clone, Copy)]
struct Fields {
    id: Field,
    text: [Field; 4],
}

impl Fields {
    fn text(&self, f: TextField) -> Field {
        self.text[f as usize]
    }
}

/// One index: its writer and reader. Snapshots of the same load share it; a whole load makes a new
/// one (and the old one's directory goes when the last snapshot using it does).
pub struct TextIndex {
    fields: Fields,
    writer: Mutex<IndexWriter>,
    reader: IndexReader,
}

impl std::fmt::Debug for TextIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextIndex").finish_non_exhaustive()
    }
}

/// The index as one snapshot sees it.
#[derive(Clone)]
pub struct TextSearch {
    index: Arc<TextIndex>,
    searcher: Searcher,
}

impl std::fmt::Debug for TextSearch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TextSearch")
            .field("docs", &self.searcher.num_docs())
            .finish()
    }
}

/// Why the index cannot be changed or read: the disk under its temporary directory failed.
#[derive(Debug, thiserror::Error)]
#[error("search index: {0}")]
pub struct IndexError(#[from] tantivy::TantivyError);

impl TextIndex {
    /// A new, empty index in a fresh temporary directory (under `TMPDIR`), memory-mapped; in memory
    /// when no temporary directory can be made.
    pub fn create() -> Arc<TextIndex> {
        let mut schema = Schema::builder();
        let id = schema.add_u64_field("id", INDEXED | FAST);
        let indexing = TextFieldIndexing::default()
            .set_tokenizer(ANALYZER)
            .set_index_option(IndexRecordOption::WithFreqs);
        let options = TextOptions::default().set_indexing_options(indexing);
        let text = TextField::ALL.map(|f| schema.add_text_field(f.name(), options.clone()));
        let schema = schema.build();
        let index = TempDirectory::create()
            .map_err(tantivy::TantivyError::from)
            .and_then(|dir| Index::create(dir, schema.clone(), Default::default()))
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, "no temporary directory for the search index: keeping it in memory");
                Index::create_in_ram(schema)
            });
        index.tokenizers().register(ANALYZER, analyzer());
        // One indexing thread: the other core keeps answering while an index is built. Making a
        // writer and a reader fails only on a directory that cannot be written, which the line above
        // has ruled out.
        let writer = index
            .writer_with_num_threads(1, WRITER_MEMORY)
            .expect("a new search index has a writer");
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()
            .expect("a new search index has a reader");
        Arc::new(TextIndex {
            fields: Fields { id, text },
            writer: Mutex::new(writer),
            reader,
        })
    }

    fn document(&self, store: &Store) -> tantivy::TantivyDocument {
        let mut doc = tantivy::TantivyDocument::default();
        doc.add_u64(self.fields.id, store.id as u64);
        for (field, text) in texts_of(store) {
            if !text.is_empty() {
                doc.add_text(self.fields.text(field), text);
            }
        }
        doc
    }

    fn writer(&self) -> std::sync::MutexGuard<'_, IndexWriter> {
        // A panic while holding the writer leaves it usable: tantivy's writer keeps its own state.
        self.writer.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds a store that is not in the index yet (a whole load adds every store once).
    pub fn add(&self, store: &Store) {
        if let Err(e) = self.writer().add_document(self.document(store)) {
            tracing::error!(error = %e, store = store.id, "search index: store not added");
        }
    }

    /// Replaces the written stores and removes the deleted ones (not visible until [`commit`]).
    ///
    /// [`commit`]: TextIndex::commit
    pub fn change(&self, written: &[&Store], deleted: &[i64]) {
        let writer = self.writer();
        for id in written.iter().map(|s| s.id).chain(deleted.iter().copied()) {
            writer.delete_term(Term::from_field_u64(self.fields.id, id as u64));
        }
        for store in written {
            if let Err(e) = writer.add_document(self.document(store)) {
                tracing::error!(error = %e, store = store.id, "search index: store not added");
            }
        }
    }

    /// Makes every change so far searchable and answers the index as it now is (as it was, when
    /// the change cannot be written: logged, and retried with the next change).
    pub fn commit(self: &Arc<Self>) -> TextSearch {
        if let Err(e) = self.writer().commit() {
            tracing::error!(error = %e, "search index: changes not committed");
        } else if let Err(e) = self.reader.reload() {
            tracing::error!(error = %e, "search index: not reloaded");
        }
        TextSearch {
            index: self.clone(),
            searcher: self.reader.searcher(),
        }
    }
}

impl TextSearch {
    /// The index this view reads (to change it for the next snapshot).
    pub fn index(&self) -> &Arc<TextIndex> {
        &self.index
    }

    /// The term of a stem in a field.
    pub fn term(&self, field: TextField, stem: &str) -> Term {
        Term::from_field_text(self.index.fields.text(field), stem)
    }

    /// Every store matching `query`, as (store id, score), in no particular order.
    pub fn matching(&self, query: &dyn Query) -> Result<Vec<(i64, Score)>, IndexError> {
        Ok(self.searcher.search(query, &IdsAndScores)?)
    }

    /// Whether a stem occurs anywhere in the index (for "did you mean" and glossary checks).
    pub fn knows(&self, field: TextField, stem: &str) -> bool {
        let term = self.term(field, stem);
        self.searcher.doc_freq(&term).is_ok_and(|n| n > 0)
    }

    /// Stores in the index.
    pub fn len(&self) -> u64 {
        self.searcher.num_docs()
    }

    /// Whether the index holds no store.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Collects the id and score of every match.
struct IdsAndScores;

struct SegmentIds {
    ids: Column<u64>,
    out: Vec<(i64, Score)>,
}

impl Collector for IdsAndScores {
    type Fruit = Vec<(i64, Score)>;
    type Child = SegmentIds;

    fn for_segment(
        &self,
        _segment: tantivy::SegmentOrdinal,
        reader: &tantivy::SegmentReader,
    ) -> tantivy::Result<SegmentIds> {
        Ok(SegmentIds {
            ids: reader.fast_fields().u64("id")?,
            out: Vec::new(),
        })
    }

    fn requires_scoring(&self) -> bool {
        true
    }

    fn merge_fruits(&self, fruits: Vec<Vec<(i64, Score)>>) -> tantivy::Result<Self::Fruit> {
        Ok(fruits.into_iter().flatten().collect())
    }
}

impl SegmentCollector for SegmentIds {
    type Fruit = Vec<(i64, Score)>;

    fn collect(&mut self, doc: DocId, score: Score) {
        if let Some(id) = self.ids.first(doc) {
            self.out.push((id as i64, score));
        }
    }

    fn harvest(self) -> Self::Fruit {
        self.out
    }
}

/// The index's temporary directory: tantivy's memory-mapped directory without its `fsync`s. Nothing
/// in it outlives the process (each instance builds its index at start-up), so making files durable
/// only costs time: on a disk, the twenty or so syncs of a commit made a one-store edit take ~100 ms
/// instead of ~8. The directory is removed when the last handle on it goes.
#[derive(Clone)]
struct TempDirectory {
    mmap: MmapDirectory,
    root: Arc<tempfile::TempDir>,
}

impl std::fmt::Debug for TempDirectory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("TempDirectory")
            .field(&self.root.path())
            .finish()
    }
}

impl TempDirectory {
    fn create() -> Result<TempDirectory, OpenDirectoryError> {
        let root = tempfile::TempDir::new()
            .map_err(|e| OpenDirectoryError::FailedToCreateTempDir(Arc::new(e)))?;
        Ok(TempDirectory {
            mmap: MmapDirectory::open(root.path())?,
            root: Arc::new(root),
        })
    }
}

/// A file written without a sync at the end.
struct UnsyncedFile(std::fs::File);

impl Write for UnsyncedFile {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

impl TerminatingWrite for UnsyncedFile {
    fn terminate_ref(&mut self, _: AntiCallToken) -> std::io::Result<()> {
        self.0.flush()
    }
}

impl Directory for TempDirectory {
    fn get_file_handle(&self, path: &Path) -> Result<Arc<dyn FileHandle>, OpenReadError> {
        self.mmap.get_file_handle(path)
    }

    fn delete(&self, path: &Path) -> Result<(), DeleteError> {
        self.mmap.delete(path)
    }

    fn exists(&self, path: &Path) -> Result<bool, OpenReadError> {
        self.mmap.exists(path)
    }

    fn open_write(&self, path: &Path) -> Result<WritePtr, OpenWriteError> {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(self.root.path().join(path))
            .map_err(|e| {
                if e.kind() == std::io::ErrorKind::AlreadyExists {
                    OpenWriteError::FileAlreadyExists(path.to_path_buf())
                } else {
                    OpenWriteError::wrap_io_error(e, path.to_path_buf())
                }
            })?;
        Ok(std::io::BufWriter::new(Box::new(UnsyncedFile(file))))
    }

    fn atomic_read(&self, path: &Path) -> Result<Vec<u8>, OpenReadError> {
        self.mmap.atomic_read(path)
    }

    /// Written beside and renamed over, so a reader never sees half a file (not synced).
    fn atomic_write(&self, path: &Path, data: &[u8]) -> std::io::Result<()> {
        let mut file = tempfile::NamedTempFile::new_in(self.root.path())?;
        file.write_all(data)?;
        file.persist(self.root.path().join(path))?;
        Ok(())
    }

    fn sync_directory(&self) -> std::io::Result<()> {
        Ok(())
    }

    fn acquire_lock(&self, lock: &Lock) -> Result<DirectoryLock, LockError> {
        self.mmap.acquire_lock(lock)
    }

    fn watch(&self, callback: WatchCallback) -> tantivy::Result<WatchHandle> {
        self.mmap.watch(callback)
    }
}
