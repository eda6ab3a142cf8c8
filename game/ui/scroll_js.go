//go:build js

package ui
