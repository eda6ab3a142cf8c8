package ui

import "errors"

// maxRecordFile is the largest game record file the page opens.
const maxRecordFile = 1 << 20

var (
	errFileTooBig     = errors.New(tr("open.file-too-big"))
	errFileUnreadable = errors.New(tr("open.file-unreadable"))
	errNoFiles        = errors.New(tr("open.no-files"))
)
