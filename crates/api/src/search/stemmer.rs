//! The English stemmer of the search's analyser, remembering the words each thread stemmed.
//!
//! Stemming runs for every result a search shows (its name and, when nothing else explains the
//! match, its descriptions) and for every store when the index is built. Store texts repeat a small
//! vocabulary ("antiques", "barn", "mall", town names), and a word's stem costs a Snowball run of
//! about a thousand instructions where looking it up costs a hash: a tenth of it. The stems are
//! the Snowball algorithm's own (tantivy's `Stemmer` runs the same one), so the index and the
//! queries still meet on the same stems.

use std::cell::RefCell;
use std::collections::HashMap;

use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

/// Most words a thread remembers; the table starts over when full (a few hundred kilobytes).
const WORDS_KEPT: usize = 16_384;

thread_local! {
    static STEMS: RefCell<HashMap<Box<str>, Box<str>>> = RefCell::default();
}

/// The English stem of a (lower-case, folded) word.
pub fn stem_word(word: &str, into: &mut String) {
    STEMS.with_borrow_mut(|kept| {
        if let Some(stem) = kept.get(word) {
            into.clear();
            into.push_str(stem);
            return;
        }
        let stem = frostem::Stemmer::new(frostem::Algorithm::English).stem(word);
        if kept.len() >= WORDS_KEPT {
            kept.clear();
        }
        kept.insert(word.into(), stem.as_ref().into());
        let stem = stem.into_owned();
        *into = stem;
    });
}

/// A token filter replacing each token by its English stem ([`stem_word`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct RememberingStemmer;

impl TokenFilter for RememberingStemmer {
    type Tokenizer<T: Tokenizer> = StemmingTokenizer<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> StemmingTokenizer<T> {
        StemmingTokenizer(tokenizer)
    }
}

/// [`RememberingStemmer`] over another tokenizer.
#[derive(Clone)]
pub struct StemmingTokenizer<T>(T);

impl<T: Tokenizer> Tokenizer for StemmingTokenizer<T> {
    type TokenStream<'a> = StemmedTokens<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        StemmedTokens {
            tail: self.0.token_stream(text),
            word: String::new(),
        }
    }
}

/// The tokens of a text, stemmed.
pub struct StemmedTokens<T> {
    tail: T,
    /// The word being stemmed (a buffer kept between tokens).
    word: String,
}

impl<T: TokenStream> TokenStream for StemmedTokens<T> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        let token = self.tail.token_mut();
        std::mem::swap(&mut token.text, &mut self.word);
        stem_word(&self.word, &mut token.text);
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}

#[cfg(test)]
mod tests {
    use tantivy::tokenizer::{Language, SimpleTokenizer, Stemmer, TextAnalyzer};

    use super::*;

    fn tokens(mut analyzer: TextAnalyzer, text: &str) -> Vec<(String, usize, usize)> {
        let mut stream = analyzer.token_stream(text);
        let mut out = Vec::new();
        while stream.advance() {
            let t = stream.token();
            out.push((t.text.clone(), t.offset_from, t.offset_to));
        }
        out
    }

    #[test]
    fn stems_as_tantivys_stemmer_does_the_first_time_and_every_time_after() {
        // Plain suffixes, y → i, the Snowball exceptions (dying → die, skies → sky), words left
        // alone, and every word twice, so the second comes from what the thread remembers.
        let text = "Quilts quilting dying lying tying skies skis idly gently early only news \
                    Antiques antique antiquing mid century modern furniture generously happily \
                    Depression glass jewelry Round Top Hudson a I 12534";
        let twice = format!("{text} {text}");
        let ours = TextAnalyzer::builder(SimpleTokenizer::default())
            .filter(RememberingStemmer)
            .build();
        let theirs = TextAnalyzer::builder(SimpleTokenizer::default())
            .filter(Stemmer::new(Language::English))
            .build();
        // Lower-cased first, as the analyser does before stemming.
        let lower = twice.to_lowercase();
        assert_eq!(tokens(ours, &lower), tokens(theirs, &lower));
    }

    #[test]
    fn a_full_table_starts_over_and_still_stems() {
        let mut out = String::new();
        for i in 0..WORDS_KEPT + 10 {
            stem_word(&format!("quilts{i}"), &mut out);
        }
        stem_word("quilts", &mut out);
        assert_eq!(out, "quilt");
        assert!(STEMS.with_borrow(|kept| kept.len() <= WORDS_KEPT));
    }
}
