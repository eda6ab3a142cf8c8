package ui

import "errors"

// maxRecordFile is the largest game record file the page opens.
const maxRecordFile = 1 << 20

var (
	errFileTooBig     = errors.New("that file is too big to be a game record (over 1 MB)")
	errFileUnreadable = errors.New("the browser could not read that file")
	errNoFiles        = errors.New("files can be opened only in the browser")
)
