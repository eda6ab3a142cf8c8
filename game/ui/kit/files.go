package kit

import "errors"

// maxRecordFile is the largest game record file the page opens.
const maxRecordFile = 1 << 20

var (
	errFileTooBig     = errors.New(Tr("open.file-too-big"))
	errFileUnreadable = errors.New(Tr("open.file-unreadable"))
	errNoFiles        = errors.New(Tr("open.no-files"))
)
